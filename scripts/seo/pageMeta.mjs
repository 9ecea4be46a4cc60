// Reads the few head facts the sitemap and the link crawler need out of pre-rendered HTML.
// The HTML is our own build output (React's serialisation), so reading tags' attributes is enough; no DOM needed.

/** @param {string} tag e.g. `<link rel="canonical" href="…"/>` */
function attributes(tag) {
  const attrs = {}
  for (const m of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3])
  return /** @type {Record<string, string>} */ (attrs)
}

export function decodeEntities(s) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Every start tag of one element name, as attribute maps. */
export function tags(html, name) {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => attributes(m[0]))
}

/** @param {string} html */
export function readPageMeta(html) {
  const canonical = tags(html, 'link').find((a) => a.rel === 'canonical')?.href
  const modified = tags(html, 'meta').find((a) => a.property === 'article:modified_time')?.content
  const noindex = tags(html, 'meta').some((a) => a.name === 'robots' && /noindex/.test(a.content ?? ''))
  return { canonical, modified, noindex }
}

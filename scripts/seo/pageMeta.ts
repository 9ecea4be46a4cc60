// Reads the few head facts the sitemap and the link crawler need out of pre-rendered HTML.
// The HTML is our own build output (React's serialisation), so reading tags' attributes is enough; no DOM needed.
import { decodeEntities } from '../lib/html'

/** A tag's attributes by lower-case name, values decoded: `<link rel="canonical" href="…"/>` → { rel, href }. */
function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const m of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? '')
  return attrs
}

/** Every start tag of one element name, as attribute maps. */
export function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => attributes(m[0]))
}

export type PageMeta = { canonical?: string; modified?: string; noindex: boolean }

/** The document up to its </head>: where the head's tags are, a tenth of a page (the whole when it has no head). */
export function headOf(html: string): string {
  const end = html.indexOf('</head>')
  return end < 0 ? html : html.slice(0, end)
}

/** The inside of the page's <main> (the header, menu and footer are the same on every page). */
export function mainOf(html: string): string {
  const start = html.indexOf('<main')
  const end = html.lastIndexOf('</main>')
  if (start < 0 || end < 0) return ''
  return html.slice(html.indexOf('>', start) + 1, end)
}

export function readPageMeta(page: string): PageMeta {
  const html = headOf(page)
  const canonical = tags(html, 'link').find((a) => a.rel === 'canonical')?.href
  const modified = tags(html, 'meta').find((a) => a.property === 'article:modified_time')?.content
  const noindex = tags(html, 'meta').some((a) => a.name === 'robots' && /noindex/.test(a.content ?? ''))
  return { canonical, modified, noindex }
}

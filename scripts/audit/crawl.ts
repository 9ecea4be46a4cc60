// Crawls the served site from / : follows every same-origin link, and fetches every asset a page refers to
// (scripts, styles, images, icons, preloads, srcset entries, og:image). Fails on 4xx/5xx, redirect loops and
// redirect chains longer than 5. Links to other origins (social networks, mailto:) are not fetched: the machine is offline.
import { tags } from '../seo/pageMeta'

const MAX_REDIRECTS = 5

/** Fetches a URL following redirects by hand so loops are named. */
type Fetched =
  { error: string; res?: undefined; finalUrl?: undefined } | { error?: undefined; res: Response; finalUrl: string }

async function fetchFollow(url: string): Promise<Fetched> {
  const seen: string[] = []
  let current = url
  for (;;) {
    if (seen.includes(current)) return { error: `redirect loop: ${[...seen, current].join(' → ')}` }
    if (seen.length > MAX_REDIRECTS) return { error: `more than ${MAX_REDIRECTS} redirects: ${seen.join(' → ')}` }
    seen.push(current)
    const res = await fetch(current, { redirect: 'manual' })
    const location = res.headers.get('location')
    if (res.status >= 300 && res.status < 400 && location) {
      await res.arrayBuffer()
      current = new URL(location, current).href
      continue
    }
    return { res, finalUrl: current }
  }
}

/** URLs a page links to and URLs of the assets it needs (tags() gives attribute values decoded). */
function extractUrls(html: string) {
  const srcset = (a: Record<string, string>) =>
    a.srcset ? a.srcset.split(',').map((s) => s.trim().split(/\s+/)[0]) : []
  const links = tags(html, 'a')
    .map((a) => a.href)
    .filter((u): u is string => Boolean(u))
  const assets = [
    ...tags(html, 'script').map((a) => a.src),
    ...tags(html, 'link')
      .filter((a) => /stylesheet|icon|preload|modulepreload|manifest/.test(a.rel ?? ''))
      .map((a) => a.href),
    ...tags(html, 'img').flatMap((a) => [a.src, ...srcset(a)]),
    ...tags(html, 'source').flatMap((a) => [a.src, ...srcset(a)]),
    ...tags(html, 'video').map((a) => a.poster),
    ...tags(html, 'meta')
      .filter((a) => a.property === 'og:image')
      .map((a) => a.content),
  ].filter((u): u is string => Boolean(u))
  const forms = tags(html, 'form')
    .map((a) => a.action)
    .filter((u): u is string => Boolean(u))
  return { links, assets, forms }
}

export type CrawlOptions = {
  /** The production address canonical and og URLs use, mapped to origin. */
  siteUrl?: string
  /** More paths to start from (every pre-rendered route), so links on a page nothing links to yet are checked too. */
  seeds?: string[]
  onPage?: (url: string, count: number) => void
}

/** Crawls from `origin` (e.g. http://127.0.0.1:4416). */
export async function crawl(origin: string, opts: CrawlOptions = {}) {
  const problems: string[] = []
  const pages = new Set<string>()
  const checked = new Map<string, boolean>() // url → ok
  const linked = new Set<string>() // paths some page links to
  const queue: { url: string; from: string; asset?: boolean }[] = [`/`, ...(opts.seeds ?? [])].map((p) => ({
    url: new URL(p, origin).href,
    from: '(start)',
  }))
  const toLocal = (raw: string, base: string) => {
    let url
    try {
      url = new URL(raw, base)
    } catch {
      return null
    }
    if (opts.siteUrl && url.href.startsWith(opts.siteUrl))
      url = new URL(url.href.slice(opts.siteUrl.length) || '/', origin)
    if (url.origin !== origin) return null
    url.hash = ''
    return url.href
  }
  while (queue.length) {
    const { url, from, asset } = queue.shift()!
    if (checked.has(url)) continue
    const { res, error, finalUrl } = await fetchFollow(url)
    checked.set(url, !error && Boolean(res?.ok))
    if (error !== undefined) {
      problems.push(`${new URL(url).pathname} (from ${from}): ${error}`)
      continue
    }
    const type = res.headers.get('content-type') ?? ''
    if (!res.ok) {
      problems.push(
        `${asset ? 'missing asset' : 'broken link'} ${new URL(url).pathname} (from ${from === '(start)' ? from : new URL(from).pathname}): HTTP ${res.status}`,
      )
      await res.arrayBuffer()
      continue
    }
    if (asset || !type.includes('text/html')) {
      await res.arrayBuffer()
      continue
    }
    const html = await res.text()
    pages.add(finalUrl)
    opts.onPage?.(finalUrl, pages.size)
    const { links, assets } = extractUrls(html)
    for (const l of links) {
      const u = toLocal(l, finalUrl)
      if (u) linked.add(new URL(u).pathname.replace(/(.)\/$/, '$1'))
      if (u && !checked.has(u)) queue.push({ url: u, from: finalUrl })
    }
    for (const a of assets) {
      const u = toLocal(a, finalUrl)
      if (u && !checked.has(u)) queue.push({ url: u, from: finalUrl, asset: true })
    }
  }
  const unlinked = (opts.seeds ?? []).filter((p) => p !== '/' && !linked.has(p))
  return { pages: [...pages], checked: checked.size, problems, unlinked }
}

import { XMLParser } from 'fast-xml-parser'

export type FeedItem = { title: string; url: string; source: string; time: number }

// Entity processing off: a DOCTYPE cannot declare entities that expand (billion laughs, external entities).
// The five predefined XML entities and character references are decoded below without expansion.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
})

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(s: string) {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    if (e[0] !== '#') return PREDEFINED[e.toLowerCase()] ?? m
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m
  })
}

/** The text of a parsed node ('x', { '#text': 'x', '@type': 'html' }, or nothing). */
function textOf(node: unknown): string {
  if (typeof node === 'string') return decode(node).replace(/\s+/g, ' ').trim()
  if (node && typeof node === 'object' && '#text' in node) return textOf(node['#text'])
  return ''
}

function httpUrl(s: string) {
  try {
    const u = new URL(s)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined
  } catch {
    return undefined
  }
}

type Node = Record<string, unknown>
const asNodes = (v: unknown) => (Array.isArray(v) ? v : []).filter((x): x is Node => !!x && typeof x === 'object')

/** Items of an RSS 2.0 or Atom document; those without a title or an http(s) url are dropped. */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  const doc = parser.parse(xml) as Node
  const rss = (doc.rss as Node | undefined)?.channel as Node | undefined
  const atom = doc.feed as Node | undefined
  const fallbackSource = new URL(feedUrl).hostname
  const raw = rss
    ? asNodes(rss.item).map((i) => ({
        title: i.title,
        link: textOf(asNodes(i.link)[0] ?? (i.link as string[] | undefined)?.[0]),
        date: i.pubDate ?? i['dc:date'],
        source: rss.title,
      }))
    : atom
      ? asNodes(atom.entry).map((e) => {
          const links = asNodes(e.link)
          const link = links.find((l) => !l['@rel'] || l['@rel'] === 'alternate') ?? links[0]
          return {
            title: e.title,
            link: typeof link?.['@href'] === 'string' ? decode(link['@href']) : '',
            date: e.published ?? e.updated,
            source: atom.title,
          }
        })
      : []
  return raw.flatMap((r) => {
    const title = textOf(r.title)
    const url = httpUrl(r.link.trim())
    if (!title || !url) return []
    const time = Date.parse(textOf(r.date))
    return [
      {
        title: title.slice(0, 300),
        url,
        source: (textOf(r.source) || fallbackSource).slice(0, 100),
        time: Number.isNaN(time) ? 0 : time,
      },
    ]
  })
}

class FeedError extends Error {}

/** Fetches one feed: at most `timeoutMs` for the whole response and at most `maxBytes` of body. */
export async function fetchFeed(
  url: string,
  { timeoutMs, maxBytes, signal }: { timeoutMs: number; maxBytes: number; signal?: AbortSignal },
) {
  const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])]
  const res = await fetch(url, {
    signal: AbortSignal.any(signals),
    redirect: 'follow',
    headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
  })
  if (!res.ok || !res.body) throw new FeedError(`HTTP ${res.status}`)
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body.cancel()
    throw new FeedError('feed too large')
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > maxBytes) throw new FeedError('feed too large')
    chunks.push(chunk)
  }
  return parseFeed(Buffer.concat(chunks).toString('utf8'), url)
}

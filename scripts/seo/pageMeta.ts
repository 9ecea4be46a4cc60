// Reads the few head facts the sitemap and the link crawler need out of pre-rendered HTML.
// The HTML is our own build output (React's serialisation), so reading tags' attributes is enough; no DOM needed.
import fs from 'node:fs'
import { decodeEntities } from '../lib/html.ts'

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

/**
 * The head of the page in `file`, decoded apart from its body (readPage). A whole page read as text is a string of up to ~115 K
 * characters, and with one character outside Latin-1 (an arrow, a dash) V8 holds it in two bytes a character; past
 * 64 K characters such a string goes to its large-object space, where each one costs about a millisecond to make and
 * to collect (a blog article's page grew from 58 K to 75 K characters with its end and the dark scheme's style: the
 * sitemap of 1,270 pages went from 1.2 s to 2.8 s, measured).
 */
export function readHead(file: string): string {
  return readPage(file).head
}

/**
 * The page in `file` as its head and its body (from </head> on), each decoded apart (see readHead); a page without a
 * head is both.
 */
export function readPage(file: string): { head: string; body: string } {
  const bytes = fs.readFileSync(file)
  const end = bytes.indexOf('</head>')
  return {
    head: bytes.toString('utf8', 0, end < 0 ? bytes.length : end),
    body: bytes.toString('utf8', Math.max(0, end)),
  }
}

/** The page's head and the inside of its <main>: what a page's text twin is made of. */
export function readHeadAndMain(file: string): { head: string; main: string } {
  const { head, body } = readPage(file)
  return { head, main: mainOf(body) }
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

// `npm run measure:css [-- --dist DIR] [--compare DIR] [/route …]`: the CSS each pre-rendered page carries (the
// styles styled-components writes into its <style> element, and any stylesheet it links), as brotli bytes of the CSS
// alone and of the whole page as the server sends it. With --compare, the same figures of an earlier build beside
// them and the change in percent: build a copy of the untouched branch (or `cp -a dist`) and compare.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { findAllPages } from './routes'
import { formatTable, kb } from './table'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string', default: 'dist' }, compare: { type: 'string' } },
})

const brotli = (text: string) =>
  zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** The CSS of one page: its <style> elements and the stylesheets it links, in the order the page has them. */
function pageCss(clientDir: string, route: string): { css: string; html: string } {
  const html = fs.readFileSync(path.join(clientDir, route, 'index.html'), 'utf8')
  const parts: string[] = []
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>|<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    if (m[1] !== undefined) parts.push(m[1])
    else {
      const href = /href="([^"]+)"/.exec(m[0])?.[1]
      if (href?.startsWith('/')) parts.push(fs.readFileSync(path.join(clientDir, href), 'utf8'))
    }
  }
  return { css: parts.join('\n'), html }
}

/** Brotli bytes of each route's CSS and page, in a build's dist/client. */
function measure(distDir: string, routes: string[]) {
  const clientDir = path.resolve(distDir, 'client')
  return new Map(
    routes.map((route) => {
      const { css, html } = pageCss(clientDir, route)
      return [route, { css: brotli(css), raw: Buffer.byteLength(css), page: brotli(html) }]
    }),
  )
}

const clientDir = path.resolve(values.dist, 'client')
if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error(`no build in ${values.dist}: npm run build`)
const routes = positionals.length ? positionals : findAllPages(clientDir)
const after = measure(values.dist, routes)
const before = values.compare ? measure(values.compare, routes) : undefined
const change = (b: number | undefined, a: number) => (b ? `${(((a - b) / b) * 100).toFixed(1)} %` : '–')

const rows = routes.map((route) => {
  const a = after.get(route)!
  const b = before?.get(route)
  return before
    ? [route, kb(b?.css), kb(a.css), change(b?.css, a.css), kb(b?.page), kb(a.page), change(b?.page, a.page)]
    : [route, kb(a.raw), kb(a.css), kb(a.page)]
})
const sum = (m: Map<string, { css: number; page: number }> | undefined, k: 'css' | 'page') =>
  m ? [...m.values()].reduce((s, r) => s + r[k], 0) : 0
if (before) {
  const [bc, ac, bp, ap] = [sum(before, 'css'), sum(after, 'css'), sum(before, 'page'), sum(after, 'page')]
  rows.push(['all pages', kb(bc), kb(ac), change(bc, ac), kb(bp), kb(ap), change(bp, ap)])
}
console.log(
  before
    ? formatTable(['route', 'CSS before', 'CSS after', 'change', 'page before', 'page after', 'change'], rows)
    : formatTable(['route', 'CSS', 'CSS brotli', 'page brotli'], rows),
)
console.log(
  `\nbrotli quality 11, 1 KB = 1,000 bytes. CSS: the page's <style> and linked stylesheets alone; page: the whole HTML.` +
    (before ? ` Before: ${values.compare}; after: ${values.dist}.` : ''),
)

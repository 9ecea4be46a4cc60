// Writes dist/client/sitemap.xml (every pre-rendered route but the not-found pages, each by its canonical URL,
// lastmod from <meta property="article:modified_time"> when the page has one) and dist/client/robots.txt pointing to it.
// A step of `npm run build` (scripts/build.ts), before postbuild.ts compresses both.
import fs from 'node:fs'
import path from 'node:path'
import { findRoutes } from '../audit/routes'
import { hiddenAt, readTimeline } from '../../server/site/asOf'
import { readHead, readPageMeta } from './pageMeta'
import { isMain } from '../../server/isMain'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type SitemapEntry = { loc: string; lastmod?: string }

export function buildSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(toW3cDate(lastmod))}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Sitemaps want W3C datetime; a date-only value stays a date. */
export function toW3cDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new Error(`sitemap: "${value}" in article:modified_time is not a date`)
  return date.toISOString()
}

export function buildRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}

/**
 * Writes both files into `clientDir` (dist/client): the sitemap as of the build, without the scheduled articles not yet
 * out; and, when articles are scheduled, the sitemap as of each other moment of the timeline into dist/as-of/<moment>/.
 */
export function writeSitemap(clientDir: string) {
  const entries: (SitemapEntry & { route: string })[] = []
  for (const route of findRoutes(clientDir)) {
    const file = path.join(clientDir, route, 'index.html')
    const meta = readPageMeta(readHead(file))
    if (meta.noindex) continue
    if (!meta.canonical) throw new Error(`sitemap: ${path.relative(process.cwd(), file)} has no <link rel="canonical">`)
    entries.push({ route, loc: meta.canonical, lastmod: meta.modified })
  }
  const home = entries.find((e) => new URL(e.loc).pathname === '/')
  if (!home) throw new Error('sitemap: the home page is missing from the build')
  const sitemapUrl = new URL('/sitemap.xml', home.loc).href
  const timeline = readTimeline(path.dirname(clientDir))
  const built = timeline?.built ?? ''
  const at = (moment: string) => entries.filter((e) => !hiddenAt(timeline, moment).has(e.route))
  fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), buildSitemap(at(built)))
  for (const moment of timeline?.scheduled.length ? timeline.days.filter((m) => m !== built) : []) {
    const dir = path.join(path.dirname(clientDir), 'as-of', moment)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'sitemap.xml'), buildSitemap(at(moment)))
  }
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), buildRobots(sitemapUrl))
  return { count: at(built).length, sitemapUrl }
}

if (isMain(import.meta.url)) {
  const { count } = writeSitemap(path.resolve('dist/client'))
  console.log(`writeSitemap: sitemap.xml lists ${count} pages`)
}

import { expect, test } from '@playwright/test'
import { readPageMeta } from '../scripts/seo/pageMeta'
import { routes } from './routes'

// What search engines and link previews read, over real HTTP from the built site. Checked once (desktop project). Each
// page's own tags (canonical, share tags, JSON-LD, noindex) are read in the one pass over every page, each-route.spec.ts.

test('robots.txt allows crawling and points to the sitemap, which lists every page once', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  const sitemapUrl = robots.match(/^Sitemap: (\S+)$/m)?.[1]
  expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/)

  const res = await request.get(new URL(sitemapUrl!).pathname)
  expect(res.headers()['content-type']).toMatch(/xml/)
  const xml = await res.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
  expect(paths.sort()).toEqual([...routes].sort())
  expect(new Set(paths).size).toBe(paths.length)
})

test('/contact/thank-you, which only makes sense after a message is sent, is noindex and in no list', async ({
  request,
}) => {
  expect(readPageMeta(await (await request.get('/contact/thank-you')).text()).noindex).toBe(true)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/contact/thank-you')
  expect(await (await request.get('/llms.txt')).text()).not.toContain('/contact/thank-you')
  expect(await (await request.get('/llms-full.txt')).text()).not.toContain('Thank you for your message')
  expect((await request.get('/contact/thank-you.md')).status()).toBe(404)
  const search = await (await request.get('/api/search?q=thank%20you%20for%20your%20message')).json()
  expect(search.results.map((r: { url: string }) => r.url)).not.toContainEqual(expect.stringMatching(/thank-you/))
})

test('the not-found page is kept out of search results', async ({ request }) => {
  const res = await request.get('/no-such-page')
  expect(res.status()).toBe(404)
  expect(readPageMeta(await res.text()).noindex).toBe(true)
})

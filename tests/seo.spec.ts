import { expect, test } from '@playwright/test'
import { readPageMeta, tags } from '../scripts/seo/pageMeta'
import { filledPerRequest } from '../scripts/audit/routes'
import { noindexRoutes, routes } from './routes'

// What search engines and link previews read, over real HTTP from the built site. Checked once (desktop project).

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

/** The newsletter's link pages opened bare answer the link-expired or bad-link page, not themselves. */
const perToken = (route: string) => (filledPerRequest[route] ?? 200) !== 200

// /search and a policy's earlier versions are kept out of search results, each canonical to itself.
for (const route of noindexRoutes.filter((r) => !perToken(r))) {
  test(`${route} says noindex and is canonical to itself`, async ({ request }) => {
    const meta = readPageMeta(await (await request.get(route)).text())
    expect(meta.noindex).toBe(true)
    expect(new URL(meta.canonical!).pathname).toBe(route)
  })
}

for (const route of routes) {
  test(`${route} has a canonical URL, share tags and an Organization in JSON-LD`, async ({ request }) => {
    const html = await (await request.get(route)).text()
    const meta = readPageMeta(html)
    expect(meta.noindex).toBe(false)
    expect(new URL(meta.canonical!).pathname).toBe(route)

    const metas = tags(html, 'meta')
    const content = (key: string) => metas.find((m) => m.property === key || m.name === key)?.content
    expect(content('og:url')).toBe(meta.canonical)
    expect(content('og:title')).toBeTruthy()
    expect(content('description')).toBeTruthy()
    expect(content('twitter:card')).toBe('summary_large_image')
    const image = await request.get(new URL(content('og:image')!).pathname)
    expect(image.headers()['content-type']).toBe('image/png')

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    )
    const org = blocks.find((b) => b['@type'] === 'Organization')
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: 'E THE REAL' })
    expect(new URL(org.logo).pathname).toBe('/logo.png')
    for (const b of blocks) expect(b['@context']).toBe('https://schema.org')
    checkStructuredData(route, blocks, meta)
    // Pages dated in their frontmatter carry the date into the sitemap.
    if (meta.modified) {
      const xml = await (await request.get('/sitemap.xml')).text()
      expect(xml).toContain(`<loc>${meta.canonical}</loc><lastmod>`)
    }
  })
}

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

type Block = Record<string, any>
const isAbsolute = (u: unknown) => typeof u === 'string' && /^https?:\/\//.test(u)

/** Article on blog posts and legal pages, VideoObject on video pages, and well-formed BreadcrumbLists. */
function checkStructuredData(route: string, blocks: Block[], meta: { modified?: string }) {
  const ofType = (t: string) => blocks.filter((b) => b['@type'] === t)
  const articles = ofType('Article')
  if (/^\/(privacy|terms|cookies)$|^\/blog\/[^/]+$/.test(route))
    expect(articles, `${route} needs Article JSON-LD`).toHaveLength(1)
  for (const a of articles) {
    expect(a.headline).toBeTruthy()
    expect(a.dateModified, 'Article dateModified matches article:modified_time').toBe(meta.modified)
    if (a.mainEntityOfPage)
      expect(isAbsolute(a.mainEntityOfPage['@id'] ?? a.mainEntityOfPage), 'mainEntityOfPage is an absolute URL').toBe(
        true,
      )
  }
  const videos = ofType('VideoObject')
  if (/^\/videos\/[^/]+$/.test(route)) expect(videos, `${route} needs VideoObject JSON-LD`).toHaveLength(1)
  for (const v of videos) {
    // The fields search engines require for a video result.
    expect(v.name).toBeTruthy()
    expect(v.description).toBeTruthy()
    expect(isAbsolute(v.thumbnailUrl)).toBe(true)
    expect(v.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}/)
  }
  for (const list of ofType('BreadcrumbList')) {
    const items: Block[] = list.itemListElement
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
    for (const item of items) {
      expect(item.name).toBeTruthy()
      expect(isAbsolute(item.item)).toBe(true)
    }
  }
}

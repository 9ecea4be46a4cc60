import { expect, type APIRequestContext } from '@playwright/test'
import { readPageMeta, tags } from '../../scripts/seo/pageMeta'

// What search engines and link previews read in a page's HTML as the server sent it.

type Block = Record<string, any>
const isAbsolute = (u: unknown) => typeof u === 'string' && /^https?:\/\//.test(u)

/** A listed page: its canonical URL, share tags, a share card that is a PNG, and an Organization in JSON-LD. */
export async function expectSearchTags(route: string, html: string, request: APIRequestContext) {
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
}

/** A page kept out of search results (/search, a policy's earlier version): noindex, and canonical to itself. */
export function expectNoindex(route: string, html: string) {
  const meta = readPageMeta(html)
  expect(meta.noindex).toBe(true)
  expect(new URL(meta.canonical!).pathname).toBe(route)
}

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

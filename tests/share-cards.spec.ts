import { expect, test } from '@playwright/test'
import { tags } from '../scripts/seo/pageMeta'
import { routes } from './routes'

// Every page shares its own picture: a 1200 × 630 card drawn at build time from its title and section.

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the PNG signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('every page points og:image and twitter:image at its own 1200 × 630 PNG card', async ({ request }) => {
  // Two requests per page, one after the other: more than the default 30 s on a busy machine.
  test.setTimeout(180_000)
  const seen = new Map<string, string>()
  for (const route of routes) {
    const metas = tags(await (await request.get(route)).text(), 'meta')
    const content = (key: string) => metas.find((m) => m.property === key || m.name === key)?.content
    const image = content('og:image')!
    expect(content('twitter:image'), route).toBe(image)
    const card = new URL(image).pathname
    // Named for the page (and for what it shows): /blog/x → /assets/cards/blog-x.<hash>.png, / → home.<hash>.png.
    const slug = route.split('/').filter(Boolean).join('-') || 'home'
    expect(card, route).toMatch(new RegExp(`^/assets/cards/${slug}\\.[0-9a-f]{12}\\.png$`))
    expect(seen.get(card), `${route} shares a card with ${seen.get(card)}`).toBeUndefined()
    seen.set(card, route)
    expect(content('og:image:width')).toBe('1200')
    expect(content('og:image:height')).toBe('630')
    expect(content('og:image:alt'), route).toMatch(/\S+: E THE REAL$/)

    const res = await request.get(card)
    expect(res.status(), `${route}: ${card}`).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(pngSize(await res.body()), card).toEqual({ width: 1200, height: 630 })
  }
  expect(seen.size).toBe(routes.length)
})

test('a card shows the page title: the privacy policy\'s card is drawn from "Privacy Policy"', async ({ page }) => {
  await page.goto('/privacy')
  const card = await page.locator('meta[property="og:image"]').getAttribute('content')
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Privacy Policy: E THE REAL')
  // Shown as an image in the browser: it decodes, at its full size.
  await page.setContent(`<img alt="card" src="${new URL(new URL(card!).pathname, page.url()).href}">`)
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'card' })
        .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([1200, 630])
})

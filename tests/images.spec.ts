import { expect, test, type Page } from '@playwright/test'

// Images written in content/ reach the reader as AVIF (WebP for other browsers) in the width the screen needs, with
// their space kept while they load, and from a file name that may be cached for a year.

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Each test scrolls a whole page and waits for every image: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

/** Records every layout shift from the first byte on, as Lighthouse and the web-vitals library add them up. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number }
    w.cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * Scrolls to the end a screen at a time, each once the browser has asked for the images on that screen (a lazy image
 * names the file it chose once it has: currentSrc), so that none is scrolled past unasked; then waits for all of them.
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()!.height
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForFunction(() =>
      [...document.images].every((img) => {
        const box = img.getBoundingClientRect()
        return !(box.width > 0 && box.bottom > 0 && box.top < window.innerHeight) || img.currentSrc !== ''
      }),
    )
  }
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))
}

test('the leadership team shows photos as AVIF in a srcset with their size set, and the placeholder for people without one', async ({
  page,
}) => {
  await watchLayoutShifts(page)
  const avif = page.waitForResponse((r) => r.url().includes('/assets/images/aidan-moriarty-'))
  await page.goto('/about/leadership-team')
  const aidan = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Aidan Moriarty' }) })
  const photo = aidan.locator('picture img')
  await expect(aidan.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /aidan-moriarty-80\.\w+\.avif 80w, .*160w, .*240w/,
  )
  await expect(photo).toHaveAttribute('srcset', /\.webp 80w/)
  await expect(photo).toHaveAttribute('width', /\d+/)
  await expect(photo).toHaveAttribute('height', /\d+/)
  await expect(photo).toHaveAttribute('loading', 'lazy')

  await photo.scrollIntoViewIfNeeded()
  const response = await avif
  expect(response.headers()['content-type']).toBe('image/avif')
  expect(response.headers()['cache-control']).toBe(IMMUTABLE)
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
  // Drawn at 80 CSS px: the phone's 2× screen takes the 160 px file, never the source.
  const rendered = await photo.evaluate((img: HTMLImageElement) => ({
    width: img.getBoundingClientRect().width,
    natural: img.naturalWidth,
  }))
  expect(rendered.width).toBe(80)
  expect(rendered.natural).toBeLessThanOrEqual(240)

  const siobhan = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Siobhán Kelleher' }) })
  await expect(siobhan.locator('img')).toHaveCount(0)
  await expect(siobhan.locator('svg')).toBeVisible()

  await scrollThrough(page)
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0)
})

test("the advisory board shows the advisors' photos", async ({ page }) => {
  await page.goto('/about/advisory-board')
  for (const name of ['Dr. Helen Brennan', 'Mei Lin Tan']) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 80w/)
  }
  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Rafael Costa' }) })
      .locator('img'),
  ).toHaveCount(0)
})

test("the Cork article's illustration is the hero: loaded first as AVIF, described, captioned, and nothing moves", async ({
  page,
}) => {
  await watchLayoutShifts(page)
  const avif = page.waitForResponse((r) => /\/assets\/images\/cork-office-\d+\.\w+\.avif$/.test(r.url()))
  await page.goto('/about/cork-ireland')
  const figure = page.getByRole('figure', { name: /Our Web3Hub on the River Lee/ })
  const img = figure.getByRole('img', { name: /illustration of our Cork Web3Hub/ })
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  await expect(img).toHaveAttribute('loading', 'eager')
  await expect(img).toHaveAttribute('width', '2400')
  await expect(img).toHaveAttribute('height', '1350')
  await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /480w, .*800w, .*1200w, .*1600w, .*2400w/,
  )
  const response = await avif
  expect(response.headers()['content-type']).toBe('image/avif')
  expect(response.headers()['cache-control']).toBe(IMMUTABLE)
  // The browser picks by the width it draws: a phone never downloads the 2400 px file.
  const { currentSrc, drawn } = await img.evaluate((el: HTMLImageElement) => ({
    currentSrc: el.currentSrc,
    drawn: el.getBoundingClientRect().width * devicePixelRatio,
  }))
  expect(currentSrc).toMatch(/\.avif$/)
  if (drawn < 1200) expect(currentSrc).not.toMatch(/-2400\./)

  await scrollThrough(page)
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0)
})

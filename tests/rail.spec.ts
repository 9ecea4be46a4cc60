import { expect, test, type Locator, type Page } from '@playwright/test'
import { labels } from '../content/labels'
import { lightColors } from '../renderer/theme'
import { rgb } from './colours'

// 'On this page' on a long-form page: from the large width a rail beside the text that stays in view and marks the
// section being read (with CSS alone: it needs no script, so it marks with JavaScript off too); narrower, the box above
// the text, as before.
const onThisPage = (page: Page) => page.getByRole('navigation', { name: labels.tableOfContents })
const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })
const marked = (link: Locator) => expect(link).toHaveCSS('border-left-color', rgb(lightColors.primary))
const box = async (l: Locator) => (await l.boundingBox())!

/** Scrolls until `heading` is just under the header, as a reader reading that section has it. */
async function readSection(page: Page, heading: Locator) {
  await heading.evaluate((h) => window.scrollTo({ top: h.getBoundingClientRect().top + window.scrollY - 120 }))
}

for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? 'live' : 'with JavaScript off', () => {
    test.use({ javaScriptEnabled })

    test('at 1280 px the rail sits beside the text, stays in view while scrolling and marks the section read', async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'the rail is the wide screen’s')
      await page.goto('/privacy')
      const rail = onThisPage(page)
      const firstParagraph = page.getByRole('main').locator('p', { hasText: 'This Privacy Policy is effective' })
      // Beside the text, level with its first line; the text keeps its reading measure (72ch of its size).
      const [text, side] = [await box(firstParagraph), await box(rail)]
      expect(side.x).toBeGreaterThan(text.x + text.width)
      expect(Math.abs(side.y - text.y)).toBeLessThan(40)
      const measure = await firstParagraph.evaluate((p) => parseFloat(getComputedStyle(p).maxWidth))
      expect(text.width).toBeLessThanOrEqual(measure)
      await expect(rail.getByRole('link', { name: 'Who we are' })).toBeVisible()

      for (const name of ['How long we keep it', 'Cookies', 'Biometric data']) {
        await readSection(page, section(page, name))
        await expect(rail).toBeInViewport({ ratio: 1 })
        await marked(rail.getByRole('link', { name, exact: true }))
      }
      await expect(rail.getByRole('link', { name: 'Cookies', exact: true })).not.toHaveCSS(
        'border-left-color',
        rgb(lightColors.primary),
      )
      // To the end of the text: still beside it. (Straight there, as readSection goes: the End key's scroll is the
      // browser's animation, which a loaded machine may not have begun when the test looks, or not at all.)
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }))
      const atTheEnd = () =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)
      await expect.poll(atTheEnd, { message: 'the page at its end' }).toBe(true)
      // At the page's very end the footer is in view and the rail has gone up with the end of the text it stands
      // beside (81 % of it in view at 1280 × 800): in view, not whole.
      await expect(rail).toBeInViewport()
      await marked(rail.getByRole('link', { name: 'Changes to this policy' }))

      // A link of the rail goes to its section, which is then the one marked.
      await rail.getByRole('link', { name: 'Sharing', exact: true }).click()
      await expect(page).toHaveURL(/#sharing$/)
      await expect(section(page, 'Sharing')).toBeInViewport()
      await marked(rail.getByRole('link', { name: 'Sharing', exact: true }))
    })

    test('on an article, and clear of the floating ‘Back to About’ on an About page', async ({ page, isMobile }) => {
      test.skip(isMobile, 'the rail is the wide screen’s')
      await page.goto('/blog/shipment-passports-nfts')
      const rail = onThisPage(page)
      await readSection(page, section(page, 'What changes for each party'))
      await expect(rail).toBeInViewport({ ratio: 1 })
      await marked(rail.getByRole('link', { name: 'What changes for each party' }))

      await page.goto('/about/cork-ireland')
      const back = page.getByRole('link', { name: 'Back to About' })
      for (const y of [0, 800, 1600]) {
        await page.evaluate((top) => window.scrollTo({ top }), y)
        const [b, r] = [await box(back), await box(onThisPage(page))]
        expect(r.y, `the rail under the button at ${y} px`).toBeGreaterThanOrEqual(b.y + b.height)
      }
    })

    test('narrower, ‘On this page’ is the box above the text, in the flow of the page', async ({ page, isMobile }) => {
      if (!isMobile) await page.setViewportSize({ width: 1024, height: 800 })
      await page.goto('/privacy')
      const toc = onThisPage(page)
      const firstParagraph = page.getByRole('main').locator('p', { hasText: 'This Privacy Policy is effective' })
      expect((await box(toc)).y + (await box(toc)).height).toBeLessThan((await box(firstParagraph)).y)
      await expect(toc).toHaveCSS('position', 'static')
      await readSection(page, section(page, 'Cookies'))
      await expect(toc).not.toBeInViewport()
    })
  })

import { expect, test, type Locator, type Page } from '@playwright/test'
import { contactForm } from '../content/contactForm'
import { searchText } from '../content/search'
import { darkColors, lightColors } from '../renderer/theme'
import { axeViolations } from './axe'
import { luminance, rgb } from './colours'
import { computedStyle } from './computedStyle'
import { lightness, paintedFrames } from './frames'
import { openMenu } from './menu'

// A visitor whose system asks for a dark scheme (Windows, macOS, iOS, Android or the browser's own setting): the page
// is dark from its first frame, with or without JavaScript, with nothing stored; printed it is light, and a contrast
// theme's colours win over it. Every page, dark, with axe, and each main page's first frame with JavaScript off, are
// checked in the one pass over every page (each-route.spec.ts); here, what goes from page to page or opens over it.
test.use({ colorScheme: 'dark' })

/** The colour the browser gives a system colour ('Canvas', 'CanvasText') on this page. */
const systemColour = (page: Page, name: string) =>
  page.evaluate((n) => {
    const probe = document.body.appendChild(document.createElement('div'))
    probe.style.color = n
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  }, name)

test('the browser bar has a colour for each scheme', async ({ page }) => {
  await page.goto('/privacy')
  const metas = page.locator('meta[name="theme-color"]')
  await expect(metas).toHaveCount(2)
  const light = page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')
  const dark = page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')
  await expect(light).toHaveAttribute('content', lightColors.navy)
  await expect(dark).toHaveAttribute('content', lightColors.navyDeep)
})

test.describe('the first frame, with JavaScript off and nothing cached', () => {
  // A fresh context for every test: nothing cached, nothing stored.
  test.use({ javaScriptEnabled: false })

  test('going from page to page, every frame is dark, none lighter than the pages on either side', async ({ page }) => {
    await page.goto('/about')
    const from = await lightness(await page.screenshot({ scale: 'css' }))
    const footer = page.getByRole('contentinfo')
    const frames = await paintedFrames(page, () =>
      footer.getByRole('link', { name: 'Privacy Policy' }).click({ noWaitAfter: false }),
    )
    await expect(page).toHaveURL(/\/privacy$/)
    const to = await lightness(await page.screenshot({ scale: 'css' }))
    expect(frames.length).toBeGreaterThan(0)
    for (const frame of frames) {
      const { average, typical } = await lightness(frame)
      expect(average).toBeLessThan(0.15)
      expect(typical).toBeLessThanOrEqual(Math.max(from.typical, to.typical) + 0.02)
    }
  })
})

test.describe('printed', () => {
  test.beforeEach(({ page }) => page.emulateMedia({ media: 'print' }))

  for (const route of ['/privacy', '/']) {
    test(`${route} is ink on white, whatever the screen's scheme`, async ({ page }) => {
      await page.goto(route)
      expect(await computedStyle(page.locator('html'), 'color-scheme')).toBe('light')
      expect(await computedStyle(page.getByRole('heading', { level: 1 }).first(), 'color')).toBe(rgb(lightColors.ink))
      expect(await computedStyle(page.getByRole('main').locator('p').first(), 'color')).toBe(rgb(lightColors.ink))
      const { average } = await lightness(await page.screenshot({ fullPage: true, scale: 'css' }))
      expect(average).toBeGreaterThan(0.75)
    })
  }

  test("the tariff map's key names the importer in the colour the map shows it, on paper too", async ({ page }) => {
    // The map is an image, which follows the visitor's scheme on paper as on a screen (an SVG image knows no print
    // medium): its light blue importer, and the key's swatch with it.
    await page.goto('/')
    const swatch = page.locator('.importer [data-keeps-colour]')
    expect(await computedStyle(swatch, 'background-color')).toBe(rgb(darkColors.mapImporter))
  })
})

test.describe('with a contrast theme', () => {
  test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: 'active' }))

  test("the system's colours win over the dark scheme's", async ({ page }) => {
    for (const route of ['/privacy', '/']) {
      await page.goto(route)
      const [canvas, canvasText, linkText] = [
        await systemColour(page, 'Canvas'),
        await systemColour(page, 'CanvasText'),
        await systemColour(page, 'LinkText'),
      ]
      expect(await computedStyle(page.locator('body'), 'background-color')).toBe(canvas)
      expect(await computedStyle(page.getByRole('heading', { level: 1 }).first(), 'color')).toBe(canvasText)
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })
      expect(await computedStyle(link, 'color')).toBe(linkText)
    }
  })
})

test('nothing is written to cookies or storage, from page to page', async ({ page, context }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await page.goto('/contact')
  expect(await context.cookies()).toEqual([])
  const stored = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
  }))
  expect(stored).toEqual({ localStorage: [], sessionStorage: [], indexedDB: [], caches: [] })
})

test.describe('what opens over the page, in the dark scheme: axe finds nothing', () => {
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }))

  test('the phone menu, open', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the full-screen menu is a phone’s')
    await page.goto('/about')
    await openMenu(page)
    await expect(page.locator('#site-menu')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the search dialog with results', async ({ page }) => {
    await page.goto('/blog')
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-search-shortcuts'))
    await page.getByRole('banner').getByRole('searchbox', { name: searchText.label }).click()
    const dialog = page.getByRole('dialog', { name: searchText.dialogTitle })
    await page.keyboard.type('passport', { delay: 30 })
    await expect(dialog.getByRole('option').first()).toContainText('Digital Product Passport')
    expect(await axeViolations(page)).toEqual([])
  })

  test('the contact form with its errors, and the toast that thanks the visitor', async ({ page }) => {
    // Two full axe runs and a sent message: a backstop, not a budget (30 s ran out in a CI run with a second browser
    // suite beside it, inside axe's own run).
    test.setTimeout(90_000)
    await page.goto('/contact')
    const form = page.locator('form[action="/api/contact"]')
    // The visitor reaches for the form: it goes live.
    await page.getByLabel('Full name').focus()
    await expect(form.locator('input[name="idempotencyKey"]')).toHaveValue(/^[0-9a-f-]{36}$/, { timeout: 30_000 })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
    expect(await axeViolations(page)).toEqual([])
    await expectDistinctError(page.getByLabel('Full name'), page.getByLabel('Company'))

    // A real message to the test server: the toast that thanks the visitor.
    await page.getByLabel('Full name').fill('Ada Lovelace')
    await page.getByLabel('Work e-mail').fill('ada@example.com')
    await page.getByLabel('Company').fill('Analytical Engines')
    await page.getByLabel('Message', { exact: true }).fill('Please show us the Digital Tower, at night.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: contactForm.success.title })).toBeVisible({
      timeout: 15_000,
    })
    expect(await axeViolations(page)).toEqual([])
  })

  test('the toast that says a message was not sent', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('form[action="/api/contact"]')
    // The visitor reaches for the form: it goes live.
    await page.getByLabel('Full name').focus()
    await expect(form.locator('input[name="idempotencyKey"]')).toHaveValue(/^[0-9a-f-]{36}$/, { timeout: 30_000 })
    // The network fails as a visitor's connection drops.
    await page.route('**/api/contact', (r) => r.abort('internetdisconnected'))
    await page.getByLabel('Full name').fill('Ada Lovelace')
    await page.getByLabel('Work e-mail').fill('ada@example.com')
    await page.getByLabel('Company').fill('Analytical Engines')
    await page.getByLabel('Message', { exact: true }).fill('Please show us the Digital Tower, at night.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const toast = page.getByRole('status').filter({ hasText: contactForm.failure.title })
    await expect(toast).toBeVisible({ timeout: 15_000 })
    await toast.hover()
    expect(await axeViolations(page)).toEqual([])
  })
})

/** A field marked wrong looks it: its border differs from a field that is fine, and from the page. */
async function expectDistinctError(invalid: Locator, valid: Locator) {
  const border = await computedStyle(invalid, 'border-top-color')
  expect(border).not.toBe(await computedStyle(valid, 'border-top-color'))
  expect(luminance(border)).toBeGreaterThan(0.2)
}

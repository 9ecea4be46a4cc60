import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { contactForm } from '../content/contactForm'
import { searchText } from '../content/search'
import { darkColors, lightColors } from '../renderer/theme'
import { axeViolations } from './axe'
import { luminance, relativeLuminance, rgb } from './colours'
import { computedStyle } from './computedStyle'
import { openMenu } from './menu'
import { mainRoutes, noindexRoutes, notFoundUrls, routes } from './routes'

// A visitor whose system asks for a dark scheme (Windows, macOS, iOS, Android or the browser's own setting): the page
// is dark from its first frame, with or without JavaScript, with nothing stored; printed it is light, and a contrast
// theme's colours win over it.
test.use({ colorScheme: 'dark' })

/**
 * How light a picture looks: `average`, the luminance of its average colour (a light page, or a large light block, is
 * light on average), and `typical`, the luminance of its middle pixel (half the pixels are darker, to a thousandth):
 * the page behind the text, which one light picture, or a strip the browser painted before the page filled its
 * window, does not move.
 */
async function lightness(png: Buffer): Promise<{ average: number; typical: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const pixels = data.length / info.channels
  const sums = [0, 0, 0]
  const counts = new Array<number>(1001).fill(0)
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
    sums[0]! += r
    sums[1]! += g
    sums[2]! += b
    counts[Math.round(relativeLuminance(r, g, b) * 1000)]!++
  }
  let seen = 0
  const middle = counts.findIndex((n) => (seen += n) >= pixels / 2)
  const [r, g, b] = sums.map((sum) => sum / pixels)
  return { average: relativeLuminance(r!, g!, b!), typical: middle / 1000 }
}

/** The colour the browser gives a system colour ('Canvas', 'CanvasText') on this page. */
const systemColour = (page: Page, name: string) =>
  page.evaluate((n) => {
    const probe = document.body.appendChild(document.createElement('div'))
    probe.style.color = n
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  }, name)

for (const url of [...routes, ...noindexRoutes, ...notFoundUrls]) {
  test(`${url} is a dark page, and axe finds nothing in the dark scheme`, async ({ page }) => {
    // axe walks every node (the home page's map has thousands): give it room on a busy 2-core machine.
    test.slow()
    // Settled colours: a section half-way through its scroll fade-in reads as low-contrast text (as in a11y.spec).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(url)
    const body = page.locator('body')
    expect(luminance(await computedStyle(body, 'background-color')), 'the page behind the text').toBeLessThan(0.02)
    expect(luminance(await computedStyle(body, 'color')), 'the text').toBeGreaterThan(0.5)
    expect(await computedStyle(page.locator('html'), 'color-scheme')).toBe('light dark')
    expect(await axeViolations(page)).toEqual([])
  })
}

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

  /**
   * Every frame Chromium paints while `act` runs and the page then loads, as PNGs, a quarter of the viewport's size;
   * the recording goes on until `enough` says the frames it waited for have come (a frame reaches us after it was
   * painted, and on a busy machine after the page says it has loaded).
   */
  async function paintedFrames(
    page: Page,
    act: () => Promise<unknown>,
    enough: (frames: Buffer[]) => Promise<boolean> = async (frames) => frames.length > 0,
  ): Promise<Buffer[]> {
    const cdp: CDPSession = await page.context().newCDPSession(page)
    const frames: Buffer[] = []
    cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
      frames.push(Buffer.from(data, 'base64'))
      cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {})
    })
    const { width, height } = page.viewportSize()!
    await cdp.send('Page.startScreencast', {
      format: 'png',
      everyNthFrame: 1,
      maxWidth: width / 2,
      maxHeight: height / 2,
    })
    await act()
    await page.waitForLoadState('networkidle')
    await expect
      .poll(() => enough(frames), { message: 'the frames painted after the page changed', timeout: 20_000 })
      .toBe(true)
    await cdp.send('Page.stopScreencast')
    await cdp.detach()
    return frames
  }

  /** A page of one colour nobody uses (magenta): its frames are told apart from the new page's. */
  const BEFORE = 'data:text/html,<html style="background:%23f0f"><title>before</title></html>'
  const isBefore = async (png: Buffer) => {
    const { channels } = await sharp(png).stats()
    return channels[0]!.mean > 200 && channels[1]!.mean < 60 && channels[2]!.mean > 200
  }

  for (const route of mainRoutes) {
    test(`${route}: the first frame painted is dark, and no lighter than the page once settled`, async ({ page }) => {
      await page.goto(BEFORE)
      const ofNewPage = async (frames: Buffer[]) => {
        const painted: Buffer[] = []
        for (const frame of frames) if (!(await isBefore(frame))) painted.push(frame)
        return painted
      }
      const frames = await paintedFrames(
        page,
        () => page.goto(route, { waitUntil: 'commit' }),
        async (frames) => (await ofNewPage(frames)).length > 0,
      )
      const painted = await ofNewPage(frames)
      await test.info().attach('the first frame painted', { body: painted[0]!, contentType: 'image/png' })
      const first = await lightness(painted[0]!)
      const settled = await lightness(await page.screenshot({ scale: 'css' }))
      expect(first.average, 'the first frame').toBeLessThan(0.15)
      expect(first.typical, 'the first frame against the settled page').toBeLessThanOrEqual(settled.typical + 0.02)
    })
  }

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

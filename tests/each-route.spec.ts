import { expect, type Page } from '@playwright/test'
import path from 'node:path'
import { budgetFor } from '../scripts/audit/budgets'
import { brotliSize } from '../scripts/audit/measureJs'
import { filledPerRequest } from '../scripts/audit/routes'
import { axeViolations } from './axe'
import { luminance } from './colours'
import { computedStyle } from './computedStyle'
import { BEFORE, lightness, ofNewPage, paintedFrames } from './frames'
import { stored, watchPage } from './routeChecks/watch'
import { expectNoindex, expectSearchTags } from './routeChecks/searchTags'
import {
  expectHeaderOnScreen,
  expectPhoneMenuFits,
  type Layout,
  menuNames,
  pageWidth,
  PHONE_ZOOMS,
  setDefaultTextSize,
  TEXT_SIZES,
  TEXT_SIZE_WIDTHS,
} from './routeChecks/textSize'
import { mainRoutes, noindexRoutes, notFoundUrls, routes, testPages } from './routes'
import { test } from './islands'

// Every page a visitor can land on, checked in one pass at each width (the desktop project's 1280 px, the phone's
// 390 px): one load, then everything that reads a page as it stands, in the light scheme and the dark, as the page
// scrolls to its end, and with the browser's text larger. A new check made on every page belongs here, as a step;
// a check that needs a page of its own (JavaScript off, the first frame) goes in the second loop, and says why.

/** Every page as built (not-found and noindex pages included), and unknown addresses in each section. */
const everyPage = [...new Set([...testPages.pages, ...notFoundUrls])]

/** The status a page answers: 404 for a not-found page; the newsletter's link pages opened bare their own. */
const statusOf = (url: string) =>
  notFoundUrls.includes(url) || url.endsWith('/404') ? 404 : (filledPerRequest[url] ?? 200)

const EMPTY_STORAGE = { cookies: [], localStorage: [], indexedDB: [], caches: [] }

/** The page behind the text, the text and the scheme the page declares, in the dark (once the page has restyled). */
async function expectDark(page: Page) {
  const body = page.locator('body')
  await expect
    .poll(async () => luminance(await computedStyle(body, 'background-color')), { message: 'the page behind the text' })
    .toBeLessThan(0.02)
  await expect
    .poll(async () => luminance(await computedStyle(body, 'color')), { message: 'the text' })
    .toBeGreaterThan(0.5)
  expect(await computedStyle(page.locator('html'), 'color-scheme')).toBe('light dark')
}

/**
 * Whether the phone menu is opened at the larger text sizes on `url`. Its panel is the header's, the same on every page
 * and laid out by the window and the text size alone (what a page adds could only make the page scroll sideways, which
 * every page's header check catches): it is opened on the pages the menu and the footer lead to, one of each kind, not
 * on all of them (opened on every page it took 187 s of the browser tests' 1,312 s).
 */
const opensMenu = (url: string) => mainRoutes.includes(url)

/**
 * The desktop's larger text: each window and text size, first as a visitor arriving meets the header (nothing touched,
 * the header not live), then (opensMenu) the phone menu opened once, in the first layout where the bar gives way to it,
 * and kept open through every other such layout of either window.
 */
async function expectLargerTextFits(page: Page, url: string) {
  const inMenu: Layout[] = []
  for (const width of TEXT_SIZE_WIDTHS)
    for (const percent of TEXT_SIZES) {
      const label = `${url} at ${width} px, text ${percent} %`
      const apply = async () => {
        await page.setViewportSize({ width, height: 800 })
        await setDefaultTextSize(page, percent)
      }
      await apply()
      const header = await test.step(`${width} px, ${percent} %: the header`, () =>
        expectHeaderOnScreen(page, width, label))
      if (header.inMenu) inMenu.push({ label, width, apply })
    }
  if (inMenu.length && opensMenu(url)) await test.step('the menu', () => expectPhoneMenuFits(page, inMenu, menuNames()))
}

/** A phone zoomed in: the layout as wide as the zoom leaves it, with the header and then (opensMenu) the menu. */
async function expectZoomedPhoneFits(page: Page, url: string) {
  const layouts: Layout[] = PHONE_ZOOMS.map((zoom) => {
    const width = Math.round((390 * 100) / zoom)
    return {
      label: `${zoom} %`,
      width,
      apply: () => page.setViewportSize({ width, height: Math.round((844 * 100) / zoom) }),
    }
  })
  for (const layout of layouts) {
    await layout.apply()
    await test.step(`${layout.label}: the header`, () =>
      expectHeaderOnScreen(page, layout.width, `${url} at ${layout.label}`, true))
  }
  // Get Started leaves the bar here: the menu's panel has it.
  if (opensMenu(url)) await test.step('the menu', () => expectPhoneMenuFits(page, layouts, menuNames(true)))
}

for (const url of everyPage) {
  test(`${url}: light and dark with axe, its policy, its requests, what it stores, and larger text`, async ({
    page,
    context,
    baseURL,
    request,
    isMobile,
  }) => {
    // A dozen checks and four axe runs on one load: a backstop for a busy 2-core machine, not a budget.
    test.slow()
    const watch = await watchPage(page, context, new URL(baseURL!).origin)
    // Settled colours: a section half-way through its scroll fade-in (public/reveal.js) reads as low-contrast text, and
    // axe scrolls while it checks. Reduced motion shows every section at full opacity at once.
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' })
    // A visitor arriving: the pointer is not resting on the header.
    const { width, height } = page.viewportSize()!
    await page.mouse.move(width / 2, height - 10)
    const res = (await page.goto(url))!
    const status = statusOf(url)

    await test.step('served with its status, its policy and what search engines read', async () => {
      expect(res.status()).toBe(status)
      const csp = res.headers()['content-security-policy'] ?? ''
      expect(csp, 'the page is served with a policy').toContain("script-src 'self'")
      expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      // What search engines read does not depend on the width: read once, at 1280 px.
      if (!isMobile && routes.includes(url)) await expectSearchTags(url, await res.text(), request)
      // The newsletter's link pages opened bare answer the link-expired or bad-link page, not themselves.
      else if (!isMobile && noindexRoutes.includes(url) && status === 200) expectNoindex(url, await res.text())
      const { scrollWidth, clientWidth } = await pageWidth(page)
      expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth)
    })
    // On a phone, as `npm run measure:js` measures it (390 px, brotli): every widget waits to be reached for or scrolled
    // to, so a page loads the islands' loader alone until the visitor does something.
    if (isMobile)
      await test.step('at most 5 KB of JavaScript before the visitor does anything', async () => {
        // What the first screen's islands woke (an observer's first answer comes with a frame) has been asked for.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
        await watch.settled()
        const scripts = watch.scripts()
        const bytes = scripts.reduce((sum, file) => sum + brotliSize(path.join('dist/client', file)), 0)
        expect(bytes, `${scripts.join(', ')}: ${bytes} bytes as brotli`).toBeLessThanOrEqual(budgetFor(url).jsBytes)
      })
    await test.step('light: axe finds no violation', async () => expect(await axeViolations(page)).toEqual([]))
    await test.step('dark: a dark page, and axe finds no violation', async () => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await expectDark(page)
      expect(await axeViolations(page)).toEqual([])
      await page.emulateMedia({ colorScheme: 'light' })
    })
    await test.step('scrolled to its end: no CSP violation, no error, nothing from another origin', async () => {
      // Lazy images and the widgets that wake in view load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await watch.settled()
      // A page answered with an error status on purpose reports it as a console error about the document itself.
      const problems = (await watch.problems()).filter((p) => status < 400 || !p.includes(`status of ${status}`))
      expect(problems).toEqual([])
      expect(watch.foreign(), 'requests to other origins').toEqual([])
      await page.evaluate(() => window.scrollTo(0, 0))
    })
    if (isMobile) await test.step('a phone zoomed to 150 and 200 %', () => expectZoomedPhoneFits(page, url))
    else await test.step('the browser’s text at 125, 150 and 200 %', () => expectLargerTextFits(page, url))
    await test.step('nothing stored, after all of it', async () => {
      expect(watch.foreign(), 'requests to other origins').toEqual([])
      expect(await stored(page, context)).toEqual(EMPTY_STORAGE)
    })
  })
}

test.describe('with JavaScript off, nothing cached, in the dark', () => {
  // A page of its own for each: a fresh context with scripts off, recorded from its first frame.
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' })

  for (const route of mainRoutes) {
    test(`${route}: the first frame is dark, the head alone paints the page's colours, and it works without a script`, async ({
      page,
      context,
    }) => {
      await page.goto(BEFORE)
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

      await test.step('the page works with JavaScript off', async () => {
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expect(page.getByRole('main')).not.toBeEmpty()
        // The logo link home and the footer links are plain links, reachable without a script.
        await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible()
        const footerLinks = page.getByRole('contentinfo').getByRole('link')
        if (await footerLinks.count()) await expect(footerLinks.first()).toBeAttached()
        // Any contact form on the page sends by a plain POST to the API.
        for (const form of await page.locator('form:has(textarea[name="message"])').all()) {
          await expect(form).toHaveAttribute('method', /^post$/i)
          await expect(form).toHaveAttribute('action', '/api/contact')
          for (const name of ['name', 'email', 'message']) await expect(form.locator(`[name="${name}"]`)).toBeAttached()
          await expect(form.getByRole('textbox', { name: /e-?mail/i })).toBeVisible()
          await expect(form.getByRole('button', { name: /send|submit/i })).toBeVisible()
        }
      })

      await test.step("what paints first: the page's <head> alone gives it the settled page's colours", async () => {
        const colours = (p: Page) =>
          p.evaluate(() => [document.documentElement, document.body].map((el) => getComputedStyle(el).backgroundColor))
        const whole = await colours(page)
        const headOnly = await context.newPage()
        await headOnly.route(
          (u) => u.pathname === route,
          async (r) => {
            const response = await r.fetch()
            const html = await response.text()
            await r.fulfill({ response, body: `${html.slice(0, html.indexOf('<body'))}<body></body></html>` })
          },
        )
        await headOnly.goto(route)
        expect(await colours(headOnly)).toEqual(whole)
        expect(luminance(whole[1]!), 'the page behind the text').toBeLessThan(0.02)
      })
    })
  }
})

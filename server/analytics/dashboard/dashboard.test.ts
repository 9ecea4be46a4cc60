import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { analyticsText } from '../../../content/analytics'
import { operatorsText } from '../../../content/operators'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../../scripts/lib/chromium'
import { freePort } from '../../../scripts/lib/ports'
import { cleanUpAfterEach, startServer } from '../../testing/serverProcess'
import { tempDataDir } from '../../testing/testApp'
import { writeSampleMonth } from '../sampleMonth'
import { SqliteAnalyticsStore } from '../SqliteAnalyticsStore'
import { distCoveringAnalytics, visitor } from '../testing'
import { hashPassword } from '../../operators/password'

// The marketing team's dashboard as they meet it: a real server with a generated month of counts, its operators'
// listener, a real browser without JavaScript at 1280 and 390 px. ANALYTICS_SCREENSHOTS=DIR keeps the screenshots.

vi.setConfig({ testTimeout: 180_000 })
const cleanup = cleanUpAfterEach()
const PASSWORD = 'correct horse battery staple'
const shots = process.env.ANALYTICS_SCREENSHOTS
let browser: Browser
let passwordHash: string
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  passwordHash = await hashPassword(PASSWORD)
})
afterAll(() => browser?.close())

/**
 * axe's findings on what `page` shows. axe runs as a script in the page, which a context without JavaScript cannot:
 * it checks the same address, with the same session, in a context with JavaScript (the dashboard has no script).
 */
async function axeViolations(page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize()! })
  await context.addCookies(await page.context().cookies())
  const copy = await context.newPage()
  await copy.goto(page.url())
  const { violations } = await new AxeBuilder({ page: copy })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  await context.close()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
}

async function dashboardServer({ dist, month = true }: { dist?: string; month?: boolean } = {}) {
  const dataDir = tempDataDir('dashboard')
  if (month) {
    const store = new SqliteAnalyticsStore(dataDir)
    await writeSampleMonth(store, '2027-01-31')
    await store.close()
  }
  const metricsPort = await freePort()
  const server = await startServer({
    DATA_DIR: dataDir,
    METRICS_PORT: String(metricsPort),
    ANALYTICS_PASSWORD_HASH: passwordHash,
    NOW: '2027-01-31',
    ...(dist ? { DIST_DIR: dist } : {}),
  })
  cleanup(server.stop)
  return { ...server, operators: `http://127.0.0.1:${metricsPort}` }
}

/** The operators' sign-in as the old shared password's account (ANALYTICS_PASSWORD_HASH signs in as `analytics`). */
const signIn = (operators: string, password = PASSWORD) =>
  fetch(`${operators}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'analytics', password, next: '/analytics' }),
    redirect: 'manual',
  })

/** Signs in on the form a browser is sent to, as the old shared password's account. */
async function signInOnPage(page: Page) {
  await page.getByLabel(operatorsText.login.email).fill('analytics')
  await page.getByLabel(operatorsText.login.password).fill(PASSWORD)
  await page.getByRole('button', { name: operatorsText.login.submit }).click()
}

describe('the analytics dashboard', () => {
  it('answers only on the operators’ listener and only after sign-in; a wrong password is refused and slowed, then limited; the session cookie is HttpOnly and SameSite=Strict, and sign-out ends it', async () => {
    const { url, operators } = await dashboardServer()
    expect((await fetch(`${url}/analytics`)).status).toBe(404)
    expect((await fetch(`${url}/analytics/csv/pages`)).status).toBe(404)
    const anonymous = await fetch(`${operators}/analytics`)
    expect(anonymous.url).toBe(`${operators}/login?next=%2Fanalytics`)
    const login = await anonymous.text()
    expect(login).toContain(operatorsText.login.title)
    expect(login).not.toContain('/products/fr8lens')
    const csvAnonymous = await fetch(`${operators}/analytics/csv/pages`, { redirect: 'manual' })
    expect(csvAnonymous.status).toBe(303)

    const started = Date.now()
    const wrong = await signIn(operators, 'hunter2')
    expect(wrong.status).toBe(401)
    expect(Date.now() - started, 'a wrong password is answered a second later, at least').toBeGreaterThanOrEqual(1000)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    expect(await wrong.text()).toContain(operatorsText.login.wrong)

    const right = await signIn(operators)
    expect(right.status).toBe(303)
    expect(right.headers.get('location')).toBe('/analytics')
    const cookie = right.headers.get('set-cookie')!
    expect(cookie).toMatch(/^operator_session=[\w.-]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/;')
    expect(cookie).not.toContain('Secure') // plain http here; behind TLS (X-Forwarded-Proto with TRUST_PROXY) it is
    const session = cookie.split(';')[0]!
    const page = await fetch(`${operators}/analytics?from=2027-01-01&to=2027-01-31`, { headers: { cookie: session } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('/products/fr8lens')
    const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1]!
    const csv = await fetch(`${operators}/analytics/csv/pages?from=2027-01-01&to=2027-01-31`, {
      headers: { cookie: session },
    })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect((await csv.text()).split('\r\n')[0]).toBe('page,views,visitors')

    const logout = (body: Record<string, string>) =>
      fetch(`${operators}/logout`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
        redirect: 'manual',
      })
    expect((await logout({})).status, 'a sign-out without the anti-forgery token').toBe(403)
    const out = await logout({ _csrf: csrf })
    expect(out.status).toBe(303)
    expect(out.headers.get('set-cookie')).toMatch(/operator_session=;/)
    const after = await fetch(`${operators}/analytics`, { headers: { cookie: session }, redirect: 'manual' })
    expect(after.status).toBe(303)

    // Five attempts a minute from one address; the sixth is refused before the password is even looked at. The five
    // go at once, so that their wrong-password seconds pass together.
    const statuses = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => (await signIn(operators, `guess ${i}`)).status),
    )
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    expect((await signIn(operators)).status).toBe(429)
  })

  it('shows a month at 1280 and 390 px without JavaScript, axe-clean, with each chart’s figures as a table', async () => {
    const { operators } = await dashboardServer({ dist: distCoveringAnalytics() })
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${operators}/analytics`)
      expect(await axeViolations(page)).toEqual([])
      expect(await page.content()).not.toContain('<script')
      await signInOnPage(page)
      await expect
        .poll(() => page.getByRole('heading', { name: analyticsText.tables.pages.title, exact: true }).count())
        .toBe(1)
      await expect.poll(() => page.getByRole('heading', { name: analyticsText.off.title }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      // The chart is an image with a summary; its figures are a table (closed under "By day", open to a reader).
      const chart = page.getByRole('img', { name: /views and \d+ visitors over 30 days/ })
      expect(await chart.count()).toBe(1)
      await page.getByText(analyticsText.tables.days.title, { exact: true }).click()
      const figures = page.getByRole('table', { name: analyticsText.charts.overTime })
      expect(await figures.getByRole('row').count()).toBe(31)
      await page.getByRole('link', { name: analyticsText.range.presets[0].label }).click()
      expect(await page.getByRole('img', { name: /over 7 days/ }).count()).toBe(1)
      if (shots) {
        fs.mkdirSync(shots, { recursive: true })
        await page.goto(`${operators}/analytics`)
        await page.screenshot({ path: path.join(shots, `dashboard-${width}.png`), fullPage: true })
      }
      await context.close()
    }
  })

  it('on the real site, which counts nothing, says counting is off and what the legal team must publish', async () => {
    const { url, operators } = await dashboardServer({ month: false })
    expect((await fetch(`${url}/products/fr8lens`, { headers: visitor(1) })).status).toBe(200)
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${operators}/analytics`)
    await signInOnPage(page)
    const off = page.getByRole('region', { name: analyticsText.off.title })
    await off.waitFor()
    expect(await off.textContent()).toContain('covers: [analytics]')
    expect(await page.getByText(analyticsText.empty).count()).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: path.join(shots, 'dashboard-off-390.png'), fullPage: true })
    await context.close()
  })
})

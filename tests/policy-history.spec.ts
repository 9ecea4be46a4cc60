import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { freePort } from '../scripts/lib/ports'
import { waitFor } from '../server/testing/waitFor'

const main = (page: Page) => page.getByRole('main')

/** Every server this file started, stopped at the end even when one was slow to start. */
const started: ChildProcess[] = []
test.afterAll(() => started.forEach((c) => c.exitCode === null && c.kill()))

/** The built site served by a real server whose clock is set to `now` (NOW, the test-only setting). */
async function serverOn(now: string) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NOW: now,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `ethereal-policy-${port}`),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  started.push(child)
  const url = `http://127.0.0.1:${port}`
  await waitFor(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.ok, {
    timeoutMs: 60_000,
    intervalMs: 200,
    what: 'the server to start',
  })
  return { url }
}

test.describe('the privacy policy announced ahead of its effective date (01.04.2025) switches over on its day', () => {
  // The server's clock is the point here, not the viewport: once, in the desktop project.
  test.skip(({ isMobile }) => isMobile, 'clock tests run once')
  test.describe.configure({ mode: 'serial' })
  let dayBefore: { url: string }
  let onTheDay: { url: string }
  test.beforeAll(async ({}, info) => {
    // Two more servers start on a machine that may be busy: allow for it (nothing here measures time).
    info.setTimeout(120_000)
    ;[dayBefore, onTheDay] = await Promise.all([serverOn('2025-03-31'), serverOn('2025-04-01')])
  })

  test('the day before: the earlier version is in force and the new one is shown as upcoming', async ({ page }) => {
    await page.goto(`${dayBefore.url}/privacy`)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(main(page)).toContainText('Effective 01.01.2023')
    await expect(main(page)).not.toContainText('Biometric')
    const upcoming = page.getByRole('complementary', { name: 'An updated version takes effect on 01.04.2025' })
    await expect(upcoming).toContainText('Adds biometric verification of hand-overs in Fr8lens')
    await expect(page.getByRole('link', { name: 'Read the new version' })).toHaveAttribute(
      'href',
      '/privacy/2025-04-01',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/)

    await page.getByRole('link', { name: 'Read the new version' }).click()
    await expect(page).toHaveURL(/\/privacy\/2025-04-01$/)
    await expect(page.getByRole('complementary', { name: /This version takes effect on 01\.04\.2025/ })).toBeVisible()
    await expect(main(page)).toContainText("within 3 years of the person's last interaction with the Services")

    const text = await (await page.request.get(`${dayBefore.url}/privacy.md`)).text()
    expect(text).toContain('effective: 2023-01-01')
    expect(await (await page.request.get(`${dayBefore.url}/llms-full.txt`)).text()).toContain('Effective 01.01.2023')
  })

  test('on the day: the new version is in force, as written, and the earlier one is in the history', async ({
    page,
  }) => {
    await page.goto(`${onTheDay.url}/privacy`)
    await expect(main(page)).toContainText('Effective 01.04.2025')
    await expect(main(page)).toContainText('Last updated 01.04.2024')
    await expect(main(page)).toContainText(
      "within 3 years of the person's last interaction with the Services, or within 30 days after the person withdraws consent",
    )
    await expect(page.getByRole('complementary', { name: /An updated version/ })).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'What changed in this version' })).toContainText(
      'Adds biometric verification',
    )
    const history = page.getByRole('region', { name: 'Version history' })
    await expect(history.getByRole('link', { name: 'Privacy Policy, effective 01.01.2023' })).toHaveAttribute(
      'href',
      '/privacy/2023-01-01',
    )
    expect(await (await page.request.get(`${onTheDay.url}/privacy.md`)).text()).toContain('effective: 2025-04-01')
  })
})

test.describe('an earlier version at its own address', () => {
  test('says it is not in force, links to the version in force, and is noindex and canonical to itself', async ({
    page,
  }) => {
    await page.goto('/privacy')
    await page
      .getByRole('region', { name: 'Version history' })
      .getByRole('link', { name: 'Privacy Policy, effective 01.01.2023' })
      .click()
    await expect(page).toHaveURL(/\/privacy\/2023-01-01$/)
    await expect(page).toHaveTitle('Privacy Policy, effective 01.01.2023 | E THE REAL')
    await expect(
      page.getByRole('complementary', {
        name: 'This is an earlier version, in force from 01.01.2023 until 31.03.2025. It is not the version in force.',
      }),
    ).toBeVisible()
    await expect(main(page)).toContainText('Effective 01.01.2023')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/privacy\/2023-01-01$/,
    )
    await page.getByRole('link', { name: 'Read the Privacy Policy in force' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(main(page)).toContainText('Effective 01.04.2025')
  })

  test('an address that is no version answers the not-found page', async ({ request }) => {
    expect((await request.get('/privacy/2024-02-30')).status()).toBe(404)
  })
})

test('the feed of policy changes is valid Atom listing every version', async ({ request }) => {
  const res = await request.get('/legal/feed.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/xml/)
  const xml = await res.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml).feed
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
  const entries = feed.entry.map((e: Record<string, any>) => ({
    title: e.title,
    link: new URL(e.link['@_href']).pathname,
    published: e.published,
  }))
  expect(entries).toEqual(
    expect.arrayContaining([
      {
        title: 'Privacy Policy: version effective 01.04.2025',
        link: '/privacy/2025-04-01',
        published: '2024-04-01T00:00:00Z',
      },
      {
        title: 'Privacy Policy: version effective 01.01.2023',
        link: '/privacy/2023-01-01',
        published: '2022-11-15T00:00:00Z',
      },
      { title: 'Terms of Service: version effective 01.01.2024', link: '/terms', published: '2024-01-01T00:00:00Z' },
    ]),
  )
  // Newest publication first.
  expect(entries.map((e: { published: string }) => e.published)).toEqual(
    [...entries.map((e: { published: string }) => e.published)].sort().reverse(),
  )
})

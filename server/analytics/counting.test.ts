import { chromium } from '@playwright/test'
import { describe, expect, it, vi } from 'vitest'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium'
import { openDatabase } from '../messages/SqliteMessageStore'
import { validMessage } from '../testing/testApp'
import { waitFor } from '../testing/waitFor'
import { analyticsRows, browserAgent, pageCounts, useCountingServers, visit, visitor } from './testing'

// What the counting counts, with real server processes on SQLite and on PostgreSQL, under a fixture privacy policy
// that covers analytics (the real site's covers none: tests/analytics-off.spec.ts … the dashboard says so).

vi.setConfig({ testTimeout: 180_000 })
const { cleanup, server, database } = useCountingServers('analytics')

describe.each(['sqlite', 'postgres'] as const)('counting on %s', (kind) => {
  it('counts a page answered 200 or 304 to a person; not a bot, a prefetch, HEAD, health, assets, feeds or twins; 404s apart with the referring site', async () => {
    const db = await database(kind)
    const { url } = await server(db.env)
    const page = await fetch(`${url}/products/fr8lens`, { headers: visitor(1) })
    expect(page.status).toBe(200)
    const etag = page.headers.get('etag')!
    expect(await visit(url, '/products/fr8lens', visitor(1, { 'if-none-match': etag }))).toBe(304)
    // Not counted:
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(await visit(url, '/products/fr8lens', { ...visitor(2), 'user-agent': googlebot })).toBe(200)
    expect(await visit(url, '/products/fr8lens', visitor(3, { 'sec-purpose': 'prefetch' }))).toBe(200)
    expect(await visit(url, '/products/fr8lens', visitor(3, { purpose: 'prefetch' }))).toBe(200)
    expect((await fetch(`${url}/products/fr8lens`, { method: 'HEAD', headers: visitor(3) })).status).toBe(200)
    for (const other of ['/healthz', '/products/fr8lens.md', '/sitemap.xml', '/legal/feed.xml', '/favicon.svg'])
      expect([200, 503]).toContain(await visit(url, other, visitor(3)))
    expect(await visit(url, '/products/fr8lens', visitor(3, { accept: 'text/markdown' }))).toBe(200)
    // Counted: opted out (a view, no visitor), a campaign's landing, a phone, a PDF, a 404.
    expect(await visit(url, '/about', visitor(4, { 'sec-gpc': '1' }))).toBe(200)
    expect(await visit(url, '/about', visitor(5, { dnt: '1' }))).toBe(200)
    const landing = '/?utm_source=LinkedIn&utm_medium=social&utm_campaign=Launch-2027&fbclid=abc&email=ada@example.com'
    expect(
      await visit(
        url,
        landing,
        visitor(6, { referer: 'https://www.linkedin.com/feed/update/urn:li:activity:123?x=1' }),
      ),
    ).toBe(200)
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
    expect(await visit(url, '/contact', { ...visitor(7), 'user-agent': iphone })).toBe(200)
    expect(await visit(url, '/downloads/fr8lens-brochure.pdf', visitor(7))).toBe(200)
    expect(
      await visit(url, '/no-such-page', visitor(8, { referer: 'https://blog.example.org/2027/links?ref=x' })),
    ).toBe(404)

    await waitFor(async () => Object.values(await pageCounts(db)).reduce((n, p) => n + p.views, 0) >= 6, {
      timeoutMs: 60_000,
      what: 'six views written',
    })
    expect(await pageCounts(db)).toEqual({
      '/products/fr8lens': { views: 2, visitors: 1 },
      '/about': { views: 2, visitors: 0 },
      '/': { views: 1, visitors: 1 },
      '/contact': { views: 1, visitors: 1 },
    })
    const rows = await analyticsRows<Record<string, unknown>>(
      db,
      `SELECT page, referrer, utm_source, utm_medium, utm_campaign, device, views, visitors FROM analytics_views
       WHERE page IN ('/', '/contact') ORDER BY page`,
    )
    expect(rows.map((r) => ({ ...r, views: Number(r.views), visitors: Number(r.visitors) }))).toEqual([
      {
        page: '/',
        referrer: 'linkedin.com',
        utm_source: 'linkedin',
        utm_medium: 'social',
        utm_campaign: 'launch-2027',
        device: 'desktop',
        views: 1,
        visitors: 1,
      },
      {
        page: '/contact',
        referrer: '',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        device: 'phone',
        views: 1,
        visitors: 1,
      },
    ])
    await waitFor(
      async () =>
        (await analyticsRows(db, `SELECT 1 FROM analytics_outcomes`)).length > 0 &&
        (await analyticsRows(db, `SELECT 1 FROM analytics_not_found`)).length > 0,
      { what: 'the download and the 404 written' },
    )
    expect(await analyticsRows(db, `SELECT kind, page, count FROM analytics_outcomes`)).toEqual([
      { kind: 'download', page: '/downloads/fr8lens-brochure.pdf', count: 1 },
    ])
    expect(await analyticsRows(db, `SELECT page, referrer, views FROM analytics_not_found`)).toEqual([
      { page: '/no-such-page', referrer: 'blog.example.org', views: 1 },
    ])
  })

  it('a view in a browser with JavaScript and one without each count once', async () => {
    const db = await database(kind)
    const { url } = await server({ ...db.env, TRUST_PROXY: '' })
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    cleanup(() => browser.close())
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({
        javaScriptEnabled,
        userAgent: browserAgent(javaScriptEnabled ? 1 : 2),
      })
      const page = await context.newPage()
      await page.goto(`${url}/products/fr8lens`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      // The person moves the pointer over the menu, and its code arrives: still one view.
      await page.mouse.move(10, 10)
      await page.waitForLoadState('networkidle')
      await context.close()
    }
    await waitFor(async () => (await pageCounts(db))['/products/fr8lens']?.views === 2, {
      timeoutMs: 60_000,
      what: 'two views of /products/fr8lens',
    })
    expect(await pageCounts(db)).toEqual({ '/products/fr8lens': { views: 2, visitors: 2 } })
  })
  it('counts a contact message accepted and a newsletter sign-up confirmed, by the page each was sent from', async () => {
    const db = await database(kind)
    const { url } = await server({ ...db.env, CONTACT_MIN_FILL_MS: '0' })
    const json = { 'content-type': 'application/json', ...visitor(1), referer: `${url}/products/fr8lens` }
    const contact = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(validMessage),
    })
    expect(contact.status).toBe(201)
    const signUp = await fetch(`${url}/api/newsletter`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'grace@example.com', page: '/blog' }),
    })
    expect(signUp.status).toBeLessThan(300)
    const tokens = db.databaseUrl
      ? await analyticsRows<{ token: string }>(db, 'SELECT token FROM newsletter_mails')
      : (() => {
          const messages = openDatabase(db.dataDir!)
          try {
            return messages.prepare('SELECT token FROM newsletter_mails').all() as { token: string }[]
          } finally {
            messages.close()
          }
        })()
    const confirm = await fetch(`${url}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...visitor(1) },
      body: new URLSearchParams({ token: tokens[0]!.token }),
      redirect: 'manual',
    })
    expect(confirm.status).toBe(303)
    await waitFor(async () => (await analyticsRows(db, 'SELECT 1 FROM analytics_outcomes')).length === 2, {
      what: 'two outcomes written',
    })
    expect(
      (
        await analyticsRows<Record<string, unknown>>(
          db,
          'SELECT kind, page, count FROM analytics_outcomes ORDER BY kind',
        )
      ).map((r) => ({ ...r, count: Number(r.count) })),
    ).toEqual([
      { kind: 'contact', page: '/products/fr8lens', count: 1 },
      { kind: 'newsletter', page: '/blog', count: 1 },
    ])
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { freePort } from '../../scripts/lib/ports'
import { usePostgres } from '../testing/postgres'
import { cleanUpAfterEach, startServer } from '../testing/serverProcess'
import { tempDataDir } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { waitFor } from '../testing/waitFor'
import { analyticsRows, browserAgent, distCoveringAnalytics, visit, visitor } from './testing'

// Days on the test clock (NOW and NOW_FILE, test-only), which the test moves to midnight while the servers run: two
// instances on one database, a day that ends while they run (its secret destroyed), and a privacy policy that starts
// covering analytics at midnight. Europe/Dublin keeps UTC in January, so 00:00 UTC is midnight on the policies' calendar.

vi.setConfig({ testTimeout: 120_000 })
const cleanup = cleanUpAfterEach()
/** PostgreSQL for the 'postgres' runs, behind the fault proxy the last faults test holds. */
const pg = usePostgres()

type Where = { dataDir?: string; databaseUrl?: string }

/** A metric's value on an instance's operators' listener. */
async function metric(metricsUrl: string, name: string) {
  const text = await (await fetch(metricsUrl)).text()
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  return line === undefined ? undefined : Number(line.split(' ')[1])
}

describe.each(['sqlite', 'postgres'] as const)('days on %s', (kind) => {
  async function database(): Promise<Where & { env: Record<string, string> }> {
    const dataDir = tempDataDir('analytics-days')
    if (kind === 'sqlite') return { dataDir, env: { DATA_DIR: dataDir } }
    const databaseUrl = await pg.postgres.createDatabase()
    return { databaseUrl, env: { DATABASE_URL: databaseUrl } }
  }

  /** Two instances on the database (on SQLite: one DATA_DIR, as on one machine), each with its metrics. */
  async function twoInstances(dist: string, env: Record<string, string>) {
    const [a, b] = await Promise.all(
      [0, 1].map(async () => {
        const metricsPort = await freePort()
        const s = await startServer({
          DIST_DIR: dist,
          TRUST_PROXY: '1',
          ANALYTICS_FLUSH_SECONDS: '1',
          METRICS_PORT: String(metricsPort),
          DATA_DIR: env.DATA_DIR ?? tempDataDir('analytics-instance'),
          ...env,
        })
        cleanup(s.stop)
        return { ...s, metrics: `http://127.0.0.1:${metricsPort}/metrics` }
      }),
    )
    return [a!, b!] as const
  }

  const viewsByDay = async (db: Where) =>
    Object.fromEntries(
      (
        await analyticsRows<{ day: string; views: number; visitors: number }>(
          db,
          `SELECT day, SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_views GROUP BY day ORDER BY day`,
        )
      ).map((r) => [r.day, { views: Number(r.views), visitors: Number(r.visitors) }]),
    )

  it("two instances' counts add up, a visitor seen by both counts once a day; after midnight the day's secret is replaced and the old one gone, and nothing stored could find a person", async () => {
    const db = await database()
    const dist = distCoveringAnalytics('2027-01-01')
    const clock = testClock('2027-01-10T12:00:00Z')
    const [a, b] = await twoInstances(dist, { ...db.env, ...clock.env })
    const referrer = 'https://news.example.org/2027/supply-chains?id=ada-lovelace'
    const seen = visitor(77, { referer: referrer })
    // Before midnight: one visitor on both instances, another on one.
    expect(await visit(a.url, '/products/fr8lens', seen)).toBe(200)
    expect(await visit(b.url, '/about', seen)).toBe(200)
    expect(await visit(b.url, '/about', visitor(78))).toBe(200)
    await waitFor(async () => (await viewsByDay(db))['2027-01-10']?.views === 3, { what: "the day's three views" })
    expect(await viewsByDay(db)).toEqual({ '2027-01-10': { views: 3, visitors: 2 } })
    const [before] = await analyticsRows<{ day: string; secret: Buffer }>(
      db,
      'SELECT day, secret FROM analytics_secrets',
    )
    expect(before?.day).toBe('2027-01-10')

    // After midnight, on both instances' clocks: a new day, a new secret; the old one and its hashes are gone.
    clock.set('2027-01-11T00:00:05Z')
    await waitFor(async () => (await analyticsRows(db, 'SELECT day FROM analytics_secrets')).length === 0, {
      intervalMs: 250,
      what: "the old day's secret gone after midnight",
    })
    expect(await visit(a.url, '/products/fr8lens', seen)).toBe(200)
    expect(await visit(b.url, '/products/fr8lens', seen)).toBe(200)
    await waitFor(async () => (await viewsByDay(db))['2027-01-11']?.views === 2, { what: "the new day's two views" })
    expect(await viewsByDay(db)).toEqual({
      '2027-01-10': { views: 3, visitors: 2 },
      '2027-01-11': { views: 2, visitors: 1 },
    })
    const secrets = await analyticsRows<{ day: string; secret: Buffer }>(
      db,
      'SELECT day, secret FROM analytics_secrets',
    )
    expect(secrets.map((s) => s.day)).toEqual(['2027-01-11'])
    const after = secrets[0]
    expect(Buffer.compare(after!.secret, before!.secret)).not.toBe(0)
    expect(await analyticsRows(db, `SELECT * FROM analytics_seen WHERE day < '2027-01-11'`)).toEqual([])

    // Nothing that could find a person: no address, no browser's name, no full referrer, no old secret.
    await Promise.all([a.stop(), b.stop()])
    const needles = ['203.0.113.77', browserAgent(77), 'Chrome/131', referrer, 'supply-chains', 'ada-lovelace']
    if (db.dataDir) {
      const files = fs.readdirSync(db.dataDir).filter((f) => f.startsWith('analytics.db'))
      expect(files).toContain('analytics.db')
      for (const file of files) {
        const bytes = fs.readFileSync(path.join(db.dataDir, file))
        for (const needle of needles) expect(bytes.includes(needle), `${file} holds ${needle}`).toBe(false)
        expect(bytes.includes(before!.secret), `${file} holds the old secret`).toBe(false)
      }
    } else {
      const tables = await analyticsRows<{ table_name: string }>(
        db,
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      )
      for (const { table_name } of tables) {
        const text = JSON.stringify(await analyticsRows(db, `SELECT * FROM "${table_name}"`))
        for (const needle of needles) expect(text.includes(needle), `${table_name} holds ${needle}`).toBe(false)
      }
    }
  })

  it('counts nothing the day before the privacy policy covers analytics, and from that midnight on, on both instances', async () => {
    const db = await database()
    const dist = distCoveringAnalytics('2027-01-11')
    const clock = testClock('2027-01-10T12:00:00Z')
    const [a, b] = await twoInstances(dist, { ...db.env, ...clock.env })
    for (const s of [a, b]) {
      expect(await metric(s.metrics, 'analytics_counting')).toBe(0)
      expect(await visit(s.url, '/', visitor(1))).toBe(200)
      // Still off, and asked after the visit: the server counts a view once its answer has gone out, so this answer
      // means the visit was looked at before the clock moves on (right after the visit, a loaded machine was seen to
      // look at it at 00:00:05 and count it).
      expect(await metric(s.metrics, 'analytics_counting')).toBe(0)
    }
    clock.set('2027-01-11T00:00:05Z')
    await waitFor(
      async () =>
        (await metric(a.metrics, 'analytics_counting')) === 1 && (await metric(b.metrics, 'analytics_counting')) === 1,
      { intervalMs: 250, what: 'both instances counting after midnight' },
    )
    for (const s of [a, b]) expect(await visit(s.url, '/', visitor(2))).toBe(200)
    await waitFor(async () => (await viewsByDay(db))['2027-01-11']?.views === 2, { what: 'the views after midnight' })
    expect(await viewsByDay(db)).toEqual({ '2027-01-11': { views: 2, visitors: 1 } })
    for (const s of [a, b]) expect(await metric(s.metrics, 'analytics_counts_written_total')).toBe(1)
  })
})

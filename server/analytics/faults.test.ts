import { describe, expect, it, vi } from 'vitest'
import { freePort } from '../../scripts/lib/ports'
import { PgMessageStore } from '../messages/PgMessageStore'
import { tempDataDir } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { waitFor } from '../testing/waitFor'
import type { AnalyticsStore } from './AnalyticsStore'
import { PgAnalyticsStore } from './PgAnalyticsStore'
import { SqliteAnalyticsStore } from './SqliteAnalyticsStore'
import { analyticsRows, pageCounts, useCountingServers, visit, visitor, type Where } from './testing'

// Searches (what is kept and what a report shows), a killed instance, and a database that stops answering.

vi.setConfig({ testTimeout: 180_000 })
const { cleanup, server, pg, database } = useCountingServers('analytics-faults')

const totalViews = async (db: Where) => Object.values(await pageCounts(db)).reduce((n, p) => n + p.views, 0)

async function metric(metricsUrl: string, name: string) {
  const text = await (await fetch(metricsUrl)).text()
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  return line === undefined ? 0 : Number(line.split(' ')[1])
}

/** The store a server on `db` writes to, opened by the test. */
const storeOn = (db: Where): AnalyticsStore =>
  db.databaseUrl ? new PgAnalyticsStore(new PgMessageStore(db.databaseUrl)) : new SqliteAnalyticsStore(db.dataDir!)

describe.each(['sqlite', 'postgres'] as const)('on %s', (kind) => {
  it('a query shows in a report once 3 visitors asked it, never with 2; an e-mail address or a long number is never stored; a query typed live counts once, as it ends', async () => {
    const db = await database(kind)
    // The site's clock, set to the real time, so that the test can move it past a live query's settling.
    const clock = testClock(new Date().toISOString())
    const { url } = await server({ ...db.env, ...clock.env })
    const ask = (q: string, n: number, api = false) =>
      visit(url, `/${api ? 'api/' : ''}search?q=${encodeURIComponent(q)}`, visitor(n))
    for (const n of [1, 2, 3]) expect(await ask('Fr8lens', n)).toBe(200)
    for (const n of [1, 2, 3]) expect(await ask('  zzqx  Quux ', n)).toBe(200)
    for (const n of [1, 2]) expect(await ask('Ada Lovelace', n)).toBe(200)
    expect(await ask('ada@example.com', 4)).toBe(200)
    expect(await ask('call +353 1 234 5678', 4, true)).toBe(200)
    for (const typed of ['c', 'cu', 'cus', 'customs']) expect(await ask(typed, 5, true)).toBe(200)
    // Written once the live query has settled (unchanged for 3 s on the site's clock, which the test moves 5 s on
    // rather than wait) and the next write has run.
    clock.set(new Date(Date.now() + 5000).toISOString())
    await waitFor(
      async () =>
        (await analyticsRows(db, `SELECT query FROM analytics_searches WHERE query = 'customs'`)).length === 1,
      { what: 'the settled live query written' },
    )
    const store = storeOn(db)
    cleanup(() => store.close())
    const report = await store.report('2000-01-01', '2100-01-01')
    expect(report.searches.map((s) => s.query)).toEqual(['fr8lens', 'zzqx quux'])
    expect(report.searches[0]).toMatchObject({ searches: 3, visitors: 3 })
    expect(report.searches[0]!.results).toBeGreaterThan(0)
    expect(report.searchesWithoutResults).toEqual([{ query: 'zzqx quux', searches: 3, visitors: 3, results: 0 }])
    // Not shown: 'ada lovelace' (2 visitors), the two withheld, 'customs' (1).
    expect(report.searchesNotShown).toBe(5)
    const kept = JSON.stringify(await analyticsRows(db, 'SELECT * FROM analytics_searches'))
    for (const never of ['@', 'example.com', '5678', '353', "'c'", '"cu"', '"cus"']) expect(kept).not.toContain(never)
  })

  it('kill -9 loses only the counts not yet written (one flush interval at most); a graceful stop writes them all', async () => {
    const db = await database(kind)
    const metricsPort = await freePort()
    const first = await server({ ...db.env, ANALYTICS_FLUSH_SECONDS: '3', METRICS_PORT: String(metricsPort) })
    for (let i = 0; i < 5; i++) expect(await visit(first.url, '/about', visitor(1))).toBe(200)
    await waitFor(async () => (await totalViews(db)) === 5, { what: 'five views written' })
    for (let i = 0; i < 5; i++) expect(await visit(first.url, '/about', visitor(1))).toBe(200)
    first.child.kill('SIGKILL')
    await first.exited
    const kept = await totalViews(db)
    // Everything written before the kill is there; what it held since its last write (under 3 s) may be gone.
    expect(kept).toBeGreaterThanOrEqual(5)
    expect(kept).toBeLessThanOrEqual(10)

    const second = await server({ ...db.env, ANALYTICS_FLUSH_SECONDS: '3600' })
    for (let i = 0; i < 3; i++) expect(await visit(second.url, '/contact', visitor(2))).toBe(200)
    await second.stop()
    expect((await pageCounts(db))['/contact']).toEqual({ views: 3, visitors: 1 })
  })
})

describe('with PostgreSQL not answering (its answers held by a proxy)', () => {
  it('pages are still served, and the counts are dropped (and counted in /metrics), not queued', async () => {
    const databaseUrl = await pg.postgres.createDatabase()
    const metricsPort = await freePort()
    const metrics = `http://127.0.0.1:${metricsPort}/metrics`
    const { url } = await server({
      DATA_DIR: tempDataDir('analytics-held'),
      DATABASE_URL: pg.proxy.via(databaseUrl),
      PG_STATEMENT_TIMEOUT_MS: '1000',
      METRICS_PORT: String(metricsPort),
    })
    const where = { databaseUrl }
    expect(await visit(url, '/about', visitor(1))).toBe(200)
    await waitFor(async () => (await totalViews(where)) === 1, { what: 'the first view written' })

    pg.proxy.hold()
    cleanup(async () => pg.proxy.release())
    for (let i = 0; i < 20; i++) expect(await visit(url, i % 2 ? '/about' : '/', visitor(i))).toBe(200)
    await waitFor(async () => (await metric(metrics, 'analytics_counts_dropped_total{reason="database"}')) === 20, {
      timeoutMs: 60_000,
      what: 'the 20 counts dropped',
    })
    expect(await metric(metrics, 'analytics_pending_counts')).toBe(0)
    pg.proxy.release()

    for (let i = 0; i < 3; i++) expect(await visit(url, '/contact', visitor(30 + i))).toBe(200)
    await waitFor(async () => (await totalViews(where)) === 4, { timeoutMs: 60_000, what: 'the views after release' })
    expect(await pageCounts(where)).toEqual({
      '/about': { views: 1, visitors: 1 },
      '/contact': { views: 3, visitors: 3 },
    })
    // Every count is written or dropped, none twice: no row of the dropped writes was committed late.
    expect(await metric(metrics, 'analytics_counts_written_total')).toBe(4)
  })
})

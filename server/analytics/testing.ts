import fs from 'node:fs'
import path from 'node:path'
import { beforeAll } from 'vitest'
import Database from '../sqlite'
import { queryDirect, usePostgres } from '../testing/postgres'
import { cleanUpAfterEach, startServer } from '../testing/serverProcess'
import { tempDir } from '../testing/tempDirs'
import { tempDataDir } from '../testing/testApp'
import { ANALYTICS_FILE } from './SqliteAnalyticsStore'

// What the analytics tests share: a build whose privacy policy covers analytics from a day (a fixture: the real site's
// policy covers none), servers on it for the counting tests, requests as different visitors, and the database read
// from the test's own connection.

/** Where a server keeps its counts: a SQLite DATA_DIR, or a PostgreSQL database. */
export type Where = { dataDir?: string; databaseUrl?: string }

/**
 * The real build, with its privacy policy given a fixture version that covers analytics from `day` on (by default the
 * day after the published version; that one stays in force before it): dist/as-of/policies.json is what the server reads. A copy, without images, removed after the test file.
 */
export function distCoveringAnalytics(day?: string, source = path.resolve('dist')) {
  const dir = tempDir('ethereal-dist-analytics')
  fs.cpSync(source, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) })
  const file = path.join(dir, 'as-of', 'policies.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    policies: { privacy: { effective: string; url: string; covers?: string[] }[] }
  }
  const last = manifest.policies.privacy.at(-1)!.effective
  // By default the day after the last published version: in force at any date the tests run.
  const effective = day ?? new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  manifest.policies.privacy.push({ effective, url: '/privacy', covers: ['analytics'] })
  manifest.policies.privacy.sort((a, b) => a.effective.localeCompare(b.effective))
  fs.writeFileSync(file, JSON.stringify(manifest))
  return dir
}

/**
 * The set-up of the counting tests (counting.test.ts, faults.test.ts), called at a test file's top: PostgreSQL for the
 * 'postgres' runs, behind the fault proxy a test may hold; the build that covers analytics; and servers on it, stopped
 * after each test with whatever else a test hands `cleanup`. `label` names the data directories.
 */
export function useCountingServers(label: string) {
  const cleanup = cleanUpAfterEach()
  const pg = usePostgres()
  let dist: string
  beforeAll(() => {
    dist = distCoveringAnalytics()
  })
  /** A database of the kind: a fresh SQLite DATA_DIR, or a fresh PostgreSQL database. */
  async function database(kind: 'sqlite' | 'postgres'): Promise<Where & { env: Record<string, string> }> {
    const dataDir = tempDataDir(label)
    if (kind === 'sqlite') return { dataDir, env: { DATA_DIR: dataDir } }
    const databaseUrl = await pg.postgres.createDatabase()
    return { databaseUrl, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } }
  }
  /** A server process on that build, behind a trusted proxy, writing its counts every second (unless `env` says). */
  async function server(env: Record<string, string>) {
    const s = await startServer({ DIST_DIR: dist, TRUST_PROXY: '1', ANALYTICS_FLUSH_SECONDS: '1', ...env })
    cleanup(s.stop)
    return s
  }
  return { cleanup, pg, database, server }
}

/** A browser's user agent; `n` makes it another browser. */
export const browserAgent = (n = 0) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`

/** A visitor: their own address (X-Forwarded-For, with TRUST_PROXY=1) and browser. */
export function visitor(n: number, extra: Record<string, string> = {}) {
  return { 'x-forwarded-for': `203.0.113.${n}`, 'user-agent': browserAgent(n), ...extra }
}

/** GET `url` as `headers`; the status. */
export const visit = async (base: string, url: string, headers: Record<string, string>) =>
  (await fetch(`${base}${url}`, { headers })).status

/** Rows of the analytics database, SQLite (DATA_DIR) or PostgreSQL (its URL), read from a connection of the test's. */
export async function analyticsRows<T>(where: Where, sql: string): Promise<T[]> {
  if (where.databaseUrl) return (await queryDirect(where.databaseUrl, sql)) as T[]
  const file = path.join(where.dataDir!, ANALYTICS_FILE)
  if (!fs.existsSync(file)) return []
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare(sql).all() as T[]
  } catch (error) {
    if (/no such table/.test(String(error))) return []
    throw error
  } finally {
    db.close()
  }
}

/** Views and visitors counted so far, by page. */
export async function pageCounts(where: Where) {
  const rows = await analyticsRows<{ page: string; views: number; visitors: number }>(
    where,
    `SELECT page, SUM(views) AS views, SUM(page_visitors) AS visitors FROM analytics_views GROUP BY page`,
  ).catch(() => [])
  return Object.fromEntries(rows.map((r) => [r.page, { views: Number(r.views), visitors: Number(r.visitors) }]))
}

import { spawnSync } from 'node:child_process'
import { describe, expect, it, vi } from 'vitest'
import { PgMessageStore } from '../messages/PgMessageStore'
import { openDatabase } from '../messages/SqliteMessageStore'
import { usePostgres } from '../testing/postgres'
import { runCommand } from '../testing/runCommand'
import { tempDataDir } from '../testing/testApp'
import { readConfig } from '../config'
import { runAnalyticsCommand } from './cli'
import { passwordMatches } from '../operators/password'
import { PgAnalyticsStore } from './PgAnalyticsStore'
import { writeSampleMonth } from './sampleMonth'
import { SqliteAnalyticsStore } from './SqliteAnalyticsStore'

vi.setConfig({ testTimeout: 120_000 })
/** PostgreSQL for the 'postgres' runs, behind the fault proxy the last faults test holds. */
const pg = usePostgres()

describe.each(['sqlite', 'postgres'] as const)('npm run analytics on %s', (kind) => {
  /** A month of counts ending on 2027-01-31, and the settings that reach it, with the clock on that day. */
  async function month() {
    const dataDir = tempDataDir('analytics-cli')
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, NOW: '2027-01-31' }
    let store: SqliteAnalyticsStore | PgAnalyticsStore
    if (kind === 'postgres') {
      env.DATABASE_URL = await pg.postgres.createDatabase()
      store = new PgAnalyticsStore(new PgMessageStore(env.DATABASE_URL))
    } else {
      // The operators' commands refuse a DATA_DIR without the contact database, as the server's always has.
      openDatabase(dataDir).close()
      store = new SqliteAnalyticsStore(dataDir)
    }
    await writeSampleMonth(store, '2027-01-31')
    await store.close()
    return env
  }

  it('report prints the dashboard’s tables for the last N days; export writes a row per day and page', async () => {
    const env = await month()
    const report = await runCommand(runAnalyticsCommand, env, 'report', '--days', '7')
    expect(report.code).toBe(0)
    expect(report.out).toContain('Site analytics: 2027-01-25 to 2027-01-31')
    for (const title of ['By day', 'Pages', 'Where visitors came from', 'Campaigns', 'Most asked searches'])
      expect(report.out).toContain(`\n${title}\n`)
    expect(report.out).toMatch(/\/products\/fr8lens +\d+ +\d+/)
    expect(report.out).toMatch(/carbon report api +21 +21 +0/)

    const csv = await runCommand(runAnalyticsCommand, env, 'export', '--format', 'csv', '--days', '2')
    const lines = csv.out.trim().split('\r\n')
    expect(lines[0]).toBe('day,page,views,visitors')
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toContain('2027-01-31,/products/fr8lens')
    expect(new Set(lines.slice(1).map((l) => l.slice(0, 10)))).toEqual(new Set(['2027-01-30', '2027-01-31']))
    const json = await runCommand(runAnalyticsCommand, env, 'export', '--format', 'json')
    const rows = JSON.parse(json.out) as Record<string, unknown>[]
    expect(rows).toHaveLength(30 * 7)
    expect(Object.keys(rows[0]!)).toEqual(['day', 'page', 'views', 'visitors'])
    expect(typeof rows[0]!.views).toBe('number')
    expect((await runCommand(runAnalyticsCommand, env, 'export')).code).toBe(2)
    expect((await runCommand(runAnalyticsCommand, env, 'report', '--days', 'many')).code).toBe(2)
  })
})

it('hash-password reads the password on standard input and prints a hash the dashboard accepts', async () => {
  const run = spawnSync('npm', ['run', '-s', 'analytics', '--', 'hash-password'], {
    input: 'correct horse battery staple\n',
    encoding: 'utf8',
  })
  expect(run.status).toBe(0)
  const hash = run.stdout.trim()
  expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/)
  expect(hash).not.toContain('correct')
  expect(await passwordMatches('correct horse battery staple', hash)).toBe(true)
  expect(await passwordMatches('correct horse battery stapl', hash)).toBe(false)
  const short = spawnSync('npm', ['run', '-s', 'analytics', '--', 'hash-password'], {
    input: 'short',
    encoding: 'utf8',
  })
  expect(short.status).toBe(1)
})

it('a wrong ANALYTICS_PASSWORD_HASH stops the server at start, and the message never shows the value', () => {
  expect(() => readConfig({ ANALYTICS_PASSWORD_HASH: 'hunter2-not-a-hash' })).toThrow(
    'ANALYTICS_PASSWORD_HASH="***" is not valid: expected the line `npm run analytics -- hash-password` prints',
  )
  expect(() => readConfig({ ANALYTICS_PASSWORD_HASH: 'hunter2-not-a-hash' })).not.toThrow(/hunter2/)
})

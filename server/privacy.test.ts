import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { analyticsRows, browserAgent, distCoveringAnalytics } from './analytics/testing'
import Database from './sqlite'
import { queryDirect, usePostgres } from './testing/postgres'
import { cleanUpAfterEach, startServer, type ServerProcess } from './testing/serverProcess'
import { tempDataDir, validMessage } from './testing/testApp'

// What the server keeps of one visitor behind the proxy, with real server processes on SQLite and on PostgreSQL: their
// address nowhere at rest (the rate limits keep a keyed hash of it), and nothing a third party put in a link in the
// request log (the campaign is counted by analytics all the same).

vi.setConfig({ testTimeout: 180_000 })
const cleanup = cleanUpAfterEach()
const pg = usePostgres()
let dist: string
beforeAll(() => {
  dist = distCoveringAnalytics()
})

/** The visitor's address (X-Forwarded-For, TRUST_PROXY=1); its network, 198.51.100.0/24, is looked for too. */
const ADDRESS = '198.51.100.77'
const NETWORK = '198.51.100.'
const visitor = { 'x-forwarded-for': ADDRESS, 'user-agent': browserAgent(7) }
/** A campaign's landing, with what a mail tool and two ad networks add to a link. */
const CAMPAIGN = { utm_source: 'spring-news', utm_medium: 'email', utm_campaign: 'launch-2027' }
const THIRD_PARTY = { mc_eid: '4f2a9c0d1e', gclid: 'Cj0KCQiAgclidvalue', fbclid: 'IwAR3fbclidvalue' }
const LANDING = `/?${new URLSearchParams({ ...CAMPAIGN, ...THIRD_PARTY })}`

const post = (server: ServerProcess, route: string, body: object) =>
  fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { ...visitor, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** Every file under `dir`, with its bytes as text. */
function filesUnder(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const file = path.join(dir, name)
    return fs.statSync(file).isFile() ? [{ file, text: fs.readFileSync(file).toString('latin1') }] : []
  })
}

/** Every row of every table of every SQLite file under `dir`, as text. */
function sqliteTables(dir: string) {
  return filesUnder(dir)
    .filter(({ file }) => file.endsWith('.db'))
    .flatMap(({ file }) => {
      const db = new Database(file, { readonly: true })
      try {
        const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[]
        return tables.map((t) => ({
          table: `${path.basename(file)} ${t}`,
          rows: JSON.stringify(db.prepare(`SELECT * FROM "${t}"`).all()),
        }))
      } finally {
        db.close()
      }
    })
}

/** Every row of every table of a PostgreSQL database, as text. */
async function pgTables(url: string) {
  const tables = await queryDirect<{ name: string }>(
    url,
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  )
  return Promise.all(
    tables.map(async ({ name }) => ({
      table: name,
      rows: JSON.stringify(await queryDirect(url, `SELECT t::text FROM ${name} t`)),
    })),
  )
}

describe.each(['sqlite', 'postgres'] as const)('one visitor behind the proxy, on %s', (kind) => {
  it('leaves their address in no file of DATA_DIR and no table, and no third party’s link keys in the log; the limits and the campaign count as before', async () => {
    const dataDirs = [tempDataDir('privacy-a'), tempDataDir('privacy-b')]
    const databaseUrl = kind === 'postgres' ? await pg.postgres.createDatabase() : undefined
    const env = (dataDir: string) => ({
      DIST_DIR: dist,
      TRUST_PROXY: '1',
      CONTACT_RATE_LIMIT: '2',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    })
    // On PostgreSQL two instances, as behind a load balancer: each request goes to the other; on SQLite one.
    const servers = await Promise.all((databaseUrl ? dataDirs : dataDirs.slice(0, 1)).map((d) => startServer(env(d))))
    for (const s of servers) cleanup(s.stop)
    const at = (i: number) => servers[i % servers.length]!

    expect((await fetch(`${at(0).url}${LANDING}`, { headers: visitor })).status).toBe(200)
    expect((await fetch(`${at(1).url}/about`, { headers: visitor })).status).toBe(200)
    const contact = []
    for (let i = 0; i < 3; i++)
      contact.push((await post(at(i), '/api/contact', { ...validMessage, name: `Visitor ${i}` })).status)
    // Two messages a minute from one address, whichever instance answers.
    expect(contact).toEqual([201, 201, 429])
    expect((await post(at(1), '/api/newsletter', { email: 'ada@example.com', page: '/' })).status).toBe(202)
    // Stopped: the last counts are written, the databases closed.
    for (const s of servers) await s.stop()

    const where = { dataDir: dataDirs[0], databaseUrl }
    expect(
      await analyticsRows(where, 'SELECT page, utm_source, utm_medium, utm_campaign, views FROM analytics_views'),
    ).toContainEqual({ page: '/', ...CAMPAIGN, views: 1 })

    const files = dataDirs.flatMap(filesUnder)
    // On PostgreSQL, without SMTP, DATA_DIR is left empty.
    if (kind === 'sqlite') expect(files.map((f) => path.basename(f.file))).toContain('counters.db')
    expect(files.filter((f) => f.text.includes(NETWORK)).map((f) => f.file)).toEqual([])
    const tables = databaseUrl ? await pgTables(databaseUrl) : sqliteTables(dataDirs[0]!)
    expect(tables.map((t) => t.table).join(' ')).toMatch(/contact_hits/)
    expect(tables.filter((t) => t.rows.includes(NETWORK)).map((t) => t.table)).toEqual([])

    const log = servers.map((s) => s.output()).join('')
    expect(log).toContain('"url":"/"')
    for (const [key, value] of Object.entries({ ...CAMPAIGN, ...THIRD_PARTY })) {
      expect(log).not.toContain(key)
      expect(log).not.toContain(value)
    }
  })
})

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PgMessageStore } from '../messages/PgMessageStore'
import { startFaultProxy, type FaultProxy } from '../testing/faultProxy'
import { startPostgres, type TestPostgres } from '../testing/postgres'
import { validMessage } from '../testing/testApp'
import { PgCounters } from './PgCounters'

let postgres: TestPostgres
let proxy: FaultProxy
beforeAll(async () => {
  postgres = await startPostgres()
  proxy = await startFaultProxy({ port: postgres.port })
}, 120_000)
afterAll(async () => {
  await proxy?.close()
  await postgres?.stop()
}, 60_000)

const minute = { key: 'address 198.51.100.7', limit: 5, windowMs: 60_000 }

/** Read on a connection of the test's own, straight to PostgreSQL. */
async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

describe('the rate limits in PostgreSQL', () => {
  it('never hand a connection stuck inside a timed-out transaction to the next request', async () => {
    const url = await postgres.createDatabase()
    // One connection, so the next request would get the very one the timed-out transaction used.
    const store = new PgMessageStore(proxy.via(url), { max: 1, statementTimeoutMs: 300 })
    const counters = new PgCounters(store)
    try {
      await store.ready()
      // PostgreSQL runs BEGIN, but its answers are held back (a stalled network) until the driver gives up.
      proxy.hold()
      await expect(counters.take([minute])).rejects.toThrow()
      proxy.release()

      // The next request's message is answered as stored: it must be committed, for every other connection to see.
      const { id } = await store.add(validMessage)
      expect(await query(url, `SELECT id::int FROM messages`)).toEqual([{ id }])
      expect(
        await query(
          url,
          `SELECT pid FROM pg_stat_activity
           WHERE application_name = 'ethereal-website' AND state LIKE 'idle in transaction%'`,
        ),
      ).toEqual([])
    } finally {
      proxy.release()
      await store.close()
    }
  })

  it('measure the windows on the database clock, whatever the instance’s own clock says', async () => {
    const url = await postgres.createDatabase()
    const store = new PgMessageStore(url)
    const counters = new PgCounters(store)
    // This instance's clock runs a quarter of an hour ahead of the others'.
    const realNow = Date.now.bind(Date)
    const skewed = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 15 * 60_000)
    try {
      expect((await counters.take([minute])).ok).toBe(true)
      const [hit] = await query(
        url,
        `SELECT at - (extract(epoch from clock_timestamp()) * 1000)::bigint AS ahead FROM contact_hits`,
      )
      expect(Math.abs(Number(hit.ahead))).toBeLessThan(60_000)
    } finally {
      skewed.mockRestore()
      await store.close()
    }
  })
})

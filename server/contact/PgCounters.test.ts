import { describe, expect, it, vi } from 'vitest'
import { PgMessageStore } from '../messages/PgMessageStore'
import { usePostgres, queryDirect } from '../testing/postgres'
import { validMessage } from '../testing/testApp'
import { PgCounters } from './PgCounters'

const db = usePostgres()

const minute = { key: 'address 198.51.100.7', limit: 5, windowMs: 60_000 }

describe('the rate limits in PostgreSQL', () => {
  it('never hand a connection stuck inside a timed-out transaction to the next request', async () => {
    const url = await db.postgres.createDatabase()
    // One connection, so the next request would get the very one the timed-out transaction used.
    const store = new PgMessageStore(db.proxy.via(url), { max: 1, statementTimeoutMs: 300 })
    const counters = new PgCounters(store)
    try {
      await store.ready()
      // PostgreSQL runs BEGIN, but its answers are held back (a stalled network) until the driver gives up.
      db.proxy.hold()
      await expect(counters.take([minute])).rejects.toThrow()
      db.proxy.release()

      // The next request's message is answered as stored: it must be committed, for every other connection to see.
      const { id } = await store.add(validMessage)
      expect(await queryDirect(url, `SELECT id::int FROM messages`)).toEqual([{ id }])
      expect(
        await queryDirect(
          url,
          `SELECT pid FROM pg_stat_activity
           WHERE application_name = 'ethereal-website' AND datname = current_database()
             AND state LIKE 'idle in transaction%'`,
        ),
      ).toEqual([])
    } finally {
      db.proxy.release()
      await store.close()
    }
  })

  it('measure the windows on the database clock, whatever the instance’s own clock says', async () => {
    const url = await db.postgres.createDatabase()
    const store = new PgMessageStore(url)
    const counters = new PgCounters(store)
    // This instance's clock runs a quarter of an hour ahead of the others'.
    const realNow = Date.now.bind(Date)
    const skewed = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 15 * 60_000)
    try {
      expect((await counters.take([minute])).ok).toBe(true)
      const [hit] = await queryDirect<{ ahead: string }>(
        url,
        `SELECT at - (extract(epoch from clock_timestamp()) * 1000)::bigint AS ahead FROM contact_hits`,
      )
      expect(Math.abs(Number(hit!.ahead))).toBeLessThan(60_000)
    } finally {
      skewed.mockRestore()
      await store.close()
    }
  })
})

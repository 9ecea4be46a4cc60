import { describe, expect, it, vi } from 'vitest'
import { PgMessageStore } from '../messages/PgMessageStore'
import { migrate, readMigrations } from '../postgres/migrate'
import { createPool } from '../postgres/pool'
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

  it('keep keyed hashes with a secret every instance reads from the database; a window across midnight counts both days', async () => {
    const url = await db.postgres.createDatabase()
    // Before migration 005 a hit was kept under the address itself: the upgrade deletes it.
    const pool = createPool(url)
    await migrate(pool, readMigrations(new URL('../postgres/migrations/', import.meta.url)).slice(0, 4))
    await pool.query(`INSERT INTO contact_hits VALUES (gen_random_uuid(), 'address 198.51.100.7', 0)`)
    await pool.end()
    const stores = [new PgMessageStore(url), new PgMessageStore(url)]
    const [a, b] = stores.map((s) => new PgCounters(s))
    const midnight = Date.UTC(2027, 0, 16)
    const twice = { ...minute, limit: 2 }
    try {
      expect((await a!.take([twice], midnight - 30_000)).ok).toBe(true)
      expect((await b!.take([twice], midnight + 10_000)).ok).toBe(true)
      expect(await a!.take([twice], midnight + 20_000)).toEqual({ ok: false, retryAfterMs: 10_000 })
      const hits = await queryDirect<{ key: string }>(url, 'SELECT key FROM contact_hits ORDER BY at')
      expect(hits).toHaveLength(2)
      for (const { key } of hits) expect(key).toMatch(/^[\w-]{43}$/)
      expect(await queryDirect(url, 'SELECT day FROM contact_hit_secrets ORDER BY day')).toEqual([
        { day: '2027-01-15' },
        { day: '2027-01-16' },
      ])
    } finally {
      await Promise.all(stores.map((s) => s.close()))
    }
  })
})

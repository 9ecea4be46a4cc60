import { randomUUID } from 'node:crypto'
import type { PgMessageStore } from '../messages/PgMessageStore'
import { DB_NOW_MS, transaction } from '../postgres/pool'
import { DAY_MS, verdict, type Allowance, type RateCounters, type Taken } from './RateCounters'

/**
 * The contact rate limits counted in PostgreSQL (table `contact_hits`), so a visitor meets the same limit whichever
 * instance answers. Each key is locked for the length of the transaction (an advisory lock, taken in a fixed order
 * so two requests never wait on each other in a circle): reading the window and recording the hit are one step.
 * The windows are measured on the database's clock (unless a test passes `now`): instances whose clocks differ
 * still count one window.
 */
export class PgCounters implements RateCounters {
  private lastPrune = 0

  /** Shares the message store's pool and migrations. */
  constructor(private readonly store: PgMessageStore) {}

  async take(allowances: Allowance[], at?: number): Promise<Taken> {
    await this.store.ready()
    const keys = [...new Set(allowances.map((a) => a.key))].sort()
    const { taken, now } = await transaction(this.store.pool, async (client) => {
      for (const key of keys)
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`contact:${key}`])
      const now = at ?? Number((await client.query<{ now: string }>(`SELECT ${DB_NOW_MS} AS now`)).rows[0]!.now)
      let retryAfterMs = 0
      for (const a of allowances) {
        const { rows } = await client.query<{ at: string }>('SELECT at FROM contact_hits WHERE key = $1 AND at > $2', [
          a.key,
          now - a.windowMs,
        ])
        retryAfterMs = Math.max(
          retryAfterMs,
          verdict(
            rows.map((r) => Number(r.at)),
            a,
            now,
          ),
        )
      }
      // Refused: nothing is written, and the COMMIT only ends the transaction (and its locks).
      if (retryAfterMs > 0) return { taken: { ok: false, retryAfterMs } satisfies Taken, now }
      const id = randomUUID()
      await client.query('INSERT INTO contact_hits (take_id, key, at) SELECT $1, unnest($2::text[]), $3', [
        id,
        keys,
        now,
      ])
      return { taken: { ok: true, id } satisfies Taken, now }
    })
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now
      this.store.pool.query('DELETE FROM contact_hits WHERE at <= $1', [now - DAY_MS]).catch(() => {})
    }
    return taken
  }

  async giveBack(id: string) {
    await this.store.pool.query('DELETE FROM contact_hits WHERE take_id = $1', [id])
  }

  /** The pool belongs to the message store, which closes it. */
  async close() {}
}

import { randomUUID } from 'node:crypto'
import { pgDaySecret } from '../daySecrets'
import type { PgMessageStore } from '../messages/PgMessageStore'
import { DB_NOW_MS, transaction } from '../postgres/pool'
import { CounterSecrets, DAY_MS, keptKey, verdict, type Allowance, type RateCounters, type Taken } from './RateCounters'

/**
 * The contact rate limits counted in PostgreSQL (table `contact_hits`), so a visitor meets the same limit whichever
 * instance answers. Keys are kept as keyed hashes with the day's secret (`contact_hit_secrets`, shared by every
 * instance: RateCounters.ts's `keptKey`), never an address. Each key is locked for the length of the transaction (an
 * advisory lock on each of its hashes, taken in a fixed order so two requests never wait on each other in a circle; two
 * requests either side of midnight share the hash of the day between): reading the window and recording the hit are one
 * step. The windows are measured on the database's clock (unless a test passes `now`), read as the request begins:
 * instances whose clocks differ still count one window.
 */
export class PgCounters implements RateCounters {
  private lastPrune = 0
  private readonly secrets = new CounterSecrets()

  /** Shares the message store's pool and migrations. */
  constructor(private readonly store: PgMessageStore) {}

  async take(allowances: Allowance[], at?: number): Promise<Taken> {
    await this.store.ready()
    const pool = this.store.pool
    const now = at ?? Number((await pool.query<{ now: string }>(`SELECT ${DB_NOW_MS} AS now`)).rows[0]!.now)
    // Outside the transaction: a secret this instance goes on using must be committed, for every other to read it.
    const secrets = await this.secrets.at(now, (day, create) => pgDaySecret(pool, 'contact_hit_secrets', day, create))
    const taken = await transaction(pool, async (client) => {
      const kept = new Map([...new Set(allowances.map((a) => a.key))].map((key) => [key, keptKey(secrets, key)]))
      for (const hash of [...new Set([...kept.values()].flatMap((k) => k.read))].sort())
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`contact:${hash}`])
      let retryAfterMs = 0
      for (const a of allowances) {
        const { rows } = await client.query<{ at: string }>(
          'SELECT at FROM contact_hits WHERE key = ANY($1::text[]) AND at > $2',
          [kept.get(a.key)!.read, now - a.windowMs],
        )
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
      if (retryAfterMs > 0) return { ok: false, retryAfterMs } satisfies Taken
      const id = randomUUID()
      await client.query('INSERT INTO contact_hits (take_id, key, at) SELECT $1, unnest($2::text[]), $3', [
        id,
        [...kept.values()].map((k) => k.write),
        now,
      ])
      return { ok: true, id } satisfies Taken
    })
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now
      void (async () => {
        await pool.query('DELETE FROM contact_hits WHERE at <= $1', [now - DAY_MS])
        const gone = await pool.query('DELETE FROM contact_hit_secrets WHERE day < $1', [
          this.secrets.expireBefore(now),
        ])
        // A deleted row stays in the table's pages until a vacuum reclaims them: a secret must not.
        if (gone.rowCount) await pool.query('VACUUM contact_hit_secrets')
      })().catch(() => {})
    }
    return taken
  }

  async giveBack(id: string) {
    await this.store.pool.query('DELETE FROM contact_hits WHERE take_id = $1', [id])
  }

  /** The pool belongs to the message store, which closes it. */
  async close() {}
}

import { migrate, readMigrations } from '../postgres/migrate'
import { createPool, DB_NOW_MS, transaction, type Pool, type PoolSettings } from '../postgres/pool'
import { PgMailQueue } from './mailQueue'
import {
  countsByStatus,
  StoreUnavailableError,
  type ClaimedMessage,
  type MessageStore,
  type NewMessage,
  type StoredMessage,
} from './MessageStore'

const MIGRATIONS_DIR = new URL('../postgres/migrations/', import.meta.url)

/** Timestamps leave PostgreSQL as the same ISO strings (milliseconds, UTC) that the SQLite store keeps. */
export const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const COLUMNS = `id, name, email, company, message, ${iso('created_at')} AS "createdAt", status, spam_reason AS "spamReason",
  attempts, next_attempt_at AS "nextAttemptAt", last_error AS "lastError", ${iso('sent_at')} AS "sentAt"`

type Row = Omit<StoredMessage, 'id' | 'nextAttemptAt'> & { id: string; nextAttemptAt: string }

/** bigint columns arrive as strings (they may exceed 2^53); ids and ms timestamps here never do. */
const toMessage = ({ id, nextAttemptAt, ...rest }: Row): StoredMessage => ({
  ...rest,
  id: Number(id),
  nextAttemptAt: Number(nextAttemptAt),
})

/** Errors that mean "the database is not there right now", as opposed to a bug in a query. */
function isUnavailable(error: unknown) {
  const e = error as { code?: string; message?: string }
  if (e.code && /^(08|53|57P|58)/.test(e.code)) return true // connection, resources, shutdown, system errors
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(e.code))
    return true
  return /timeout|terminat|Connection|ended|closed/i.test(e.message ?? '')
}

/** A failure as a store throws it: PostgreSQL out of reach becomes a StoreUnavailableError (the routes answer 503). */
export function unreachableAs(database: string, error: unknown) {
  if (!isUnavailable(error)) return error
  return new StoreUnavailableError(`The ${database} database cannot be reached: ${(error as Error).message}`, {
    cause: error,
  })
}

export type PgStoreOptions = Partial<PoolSettings> & { onError?: (error: Error) => void }

/**
 * The contact messages in PostgreSQL, for any number of server instances on one database. Same contract as the SQLite
 * store: `add` resolves once the row is committed (PostgreSQL's default `synchronous_commit = on`), idempotency keys
 * are unique in the database, and `claimDue` leases a due message to one sender with `FOR UPDATE SKIP LOCKED`.
 *
 * Never throws on construction: migrations run on first use (under an advisory lock, so instances starting together
 * migrate once) and are tried again on the next call when the database was down; the pool opens new connections by
 * itself when the database comes back.
 */
export class PgMessageStore implements MessageStore {
  readonly pool: Pool
  private migrated: Promise<void> | undefined
  /** The contact messages as the outbox takes them: the queue of e-mails the newsletter's confirmations use too. */
  readonly mail = new PgMailQueue<ClaimedMessage>(
    { table: 'messages', columns: COLUMNS },
    ({ leaseUntil, ...row }) => ({ ...toMessage(row as unknown as Row), leaseUntil: Number(leaseUntil) }),
    (sql, params) => this.query(sql, params),
  )

  constructor(url: string, o: PgStoreOptions = {}) {
    this.pool = createPool(url, o, o.onError)
  }

  /** Runs the migrations once; a failure (database down) is retried by the next call. */
  ready() {
    this.migrated ??= migrate(this.pool, readMigrations(MIGRATIONS_DIR)).then(
      () => undefined,
      (error) => {
        this.migrated = undefined
        throw error
      },
    )
    return this.migrated
  }

  private async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    try {
      await this.ready()
      return (await this.pool.query(sql, params)).rows as T[]
    } catch (error) {
      throw unreachableAs('contact', error)
    }
  }

  async add(row: NewMessage) {
    const [inserted] = await this.query<{ id: string }>(
      `INSERT INTO messages (idempotency_key, name, email, company, message, created_at, status, spam_reason)
       VALUES ($1, $2, $3, $4, $5, date_trunc('milliseconds', clock_timestamp()), $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        row.idempotencyKey ?? null,
        row.name,
        row.email,
        row.company,
        row.message,
        row.spamReason ? 'spam' : 'pending',
        row.spamReason ?? null,
      ],
    )
    if (inserted) return { id: Number(inserted.id), duplicate: false }
    // The key's first message committed before this statement ended (a concurrent insert waits for it).
    const [first] = await this.query<{ id: string }>('SELECT id FROM messages WHERE idempotency_key = $1', [
      row.idempotencyKey,
    ])
    return { id: Number(first!.id), duplicate: true }
  }

  async get(id: number) {
    const [row] = await this.query<Row>(`SELECT ${COLUMNS} FROM messages WHERE id = $1`, [id])
    return row && toMessage(row)
  }

  async outboxStats() {
    // PostgreSQL's clock, the one every instance shares: each instance reports the same numbers.
    const [row] = await this.query<Record<'pending' | 'leased' | 'dead', string> & { age: string | null }>(
      `SELECT COUNT(*) FILTER (WHERE status = 'pending' AND lease_until <= t.now) AS pending,
         COUNT(*) FILTER (WHERE status = 'pending' AND lease_until > t.now) AS leased,
         COUNT(*) FILTER (WHERE status = 'dead') AS dead,
         round(EXTRACT(EPOCH FROM now() - MIN(created_at) FILTER (WHERE status = 'pending')) * 1000) AS age
       FROM messages, (SELECT round(EXTRACT(EPOCH FROM now()) * 1000) AS now) t
       WHERE status IN ('pending', 'dead')`,
    )
    return {
      pending: Number(row!.pending),
      leased: Number(row!.leased),
      dead: Number(row!.dead),
      oldestPendingAgeMs: row!.age === null ? undefined : Math.max(0, Number(row!.age)),
    }
  }

  async list({ since, limit }: { since?: string; limit?: number } = {}) {
    const rows = await this.query<Row>(
      `SELECT ${COLUMNS} FROM messages WHERE ($1::timestamptz IS NULL OR created_at >= $1::timestamptz) ORDER BY id DESC LIMIT $2`,
      [since || null, limit ?? null],
    )
    return rows.map(toMessage)
  }

  async counts() {
    return countsByStatus(
      await this.query<{ status: string; n: string }>(
        'SELECT status, COUNT(*) AS n FROM messages GROUP BY status ORDER BY status',
      ),
    )
  }

  async checkWritable() {
    await this.query(`UPDATE health SET checked_at = ${DB_NOW_MS} WHERE id = 1`)
  }

  /**
   * Copies messages kept elsewhere (the SQLite file of a single server) into this database with their dates, statuses
   * and attempts, all in one transaction: either every message is there afterwards or none of this call's are. Each is
   * recognised by its source, its id there and the millisecond it was stored, so a second copy adds nothing, wherever
   * the file has moved in between. Takes whatever SQLite may hold: a retry time with a fraction of a millisecond
   * (rounded), a NUL character in a text (PostgreSQL text cannot hold one: it becomes U+FFFD). Resolves with how many
   * were added; a message PostgreSQL refuses rejects with its id.
   */
  async importMessages(messages: (StoredMessage & { idempotencyKey?: string | null })[], source: string) {
    const text = (value: string | null | undefined) => (value == null ? null : String(value).replaceAll('\0', '\uFFFD'))
    const whole = (value: number | null | undefined) => Math.round(Number(value ?? 0))
    try {
      await this.ready()
      return await transaction(this.pool, async (client) => {
        let added = 0
        for (const m of messages) {
          try {
            const { rowCount } = await client.query(
              `INSERT INTO messages (imported_from, idempotency_key, name, email, company, message, created_at, status,
                 spam_reason, attempts, next_attempt_at, last_error, sent_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
               ON CONFLICT DO NOTHING`,
              [
                `${source}:${m.id}:${m.createdAt}`,
                text(m.idempotencyKey),
                text(m.name),
                text(m.email),
                text(m.company),
                text(m.message),
                m.createdAt,
                m.status,
                text(m.spamReason),
                whole(m.attempts),
                whole(m.nextAttemptAt),
                text(m.lastError),
                m.sentAt,
              ],
            )
            added += rowCount ?? 0
          } catch (error) {
            if (isUnavailable(error)) throw error
            throw new Error(`message #${m.id} (stored ${m.createdAt}): ${(error as Error).message}`, { cause: error })
          }
        }
        return added
      })
    } catch (error) {
      throw unreachableAs('contact', error)
    }
  }

  private closing: Promise<void> | undefined

  async close() {
    this.closing ??= this.pool.end()
    await this.closing
  }
}

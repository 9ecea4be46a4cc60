import type { Sqlite } from '../sqlite'
import { DB_NOW_MS } from '../postgres/pool'

/** What the outbox needs of a claimed e-mail: the contact messages, and the newsletter's confirmation e-mails. */
export type OutboxItem = {
  id: number
  createdAt: string
  /** Delivery attempts begun, this one included (counted when it is claimed, before SMTP is called). */
  attempts: number
  /** It was claimed before by a sender whose lease ran out (it crashed or hung): it may have been e-mailed. */
  reclaimed: boolean
}

export type FailedAttempt = { nextAttemptAt: number; dead: boolean; error: string }

/**
 * A queue of e-mails in a table of the store, with one delivery contract for the contact messages and the newsletter's
 * confirmations, on SQLite and on PostgreSQL:
 * - `claimDue` leases up to `limit` due e-mails to `owner` until `now + leaseMs` and counts an attempt on each, in one
 *   atomic step: no other sender gets them until the lease ends (its sender died or hung);
 * - `markSent` records delivered e-mails, whoever holds their lease (the mail is out, that is what counts);
 * - `renew` extends to `leaseMs` from the store's now the leases `owner` still holds on pending e-mails (those being
 *   sent, those accepted and not yet recorded), and resolves with their ids: a sender renews them while SMTP works, so
 *   a lease outlives any send however slow the relay, and runs out only when its sender died or hung;
 * - `markFailed` records a failed attempt and ends the lease, if `owner` still holds it;
 * - `now` is the store's clock, on which leases and retry times are set and compared (PostgreSQL's for every instance
 *   that shares it, so an instance whose own clock runs ahead never takes over an e-mail another is sending).
 */
export interface MailQueue<T extends OutboxItem> {
  claimDue(now: number, leaseMs: number, owner: string, limit?: number): Promise<T[]>
  markSent(ids: number[]): Promise<void>
  renew(ids: number[], owner: string, leaseMs: number): Promise<number[]>
  markFailed(id: number, owner: string, attempt: FailedAttempt): Promise<void>
  /** When the next pending e-mail falls due or its lease ends (ms epoch); undefined when the queue is empty. */
  nextDueAt(): Promise<number | undefined>
  /** Puts every dead letter back into the queue with a fresh set of attempts; resolves with how many. */
  retryDead(): Promise<number>
  now(): Promise<number>
}

/**
 * Where a queue's e-mails are: `table` (read as `q`) has the columns status ('pending', 'sent', 'dead'), attempts,
 * next_attempt_at, last_error, sent_at, lease_owner and lease_until; `columns` is the claimed item as a select list
 * over `q` and what `join` adds, with its `attempts` among them.
 */
export type QueueTable = {
  table: string
  columns: string
  /** SQLite: a JOIN clause. PostgreSQL: `, other o` for UPDATE … FROM, with its condition in `joinWhere`. */
  join?: string
  joinWhere?: string
  /** More to forget once the e-mail is out (the newsletter's link token): `token = NULL`. */
  onSent?: string
}

/** A claimed row as the database gives it: the table's columns, the lease's end and who held it before. */
type ClaimedRow = Record<string, unknown> & {
  id: number | string
  attempts: number
  leaseUntil: number | string
  previousOwner: string | null
}
/** The item, typed, from its row (without `previousOwner`, which becomes `reclaimed`). */
export type ToItem<T> = (row: Omit<ClaimedRow, 'previousOwner'>) => Omit<T, 'reclaimed'>

function claimed<T extends OutboxItem>({ previousOwner, ...row }: ClaimedRow, toItem: ToItem<T>) {
  return { ...toItem(row), reclaimed: previousOwner !== null } as T
}

const sentSet = (t: QueueTable) =>
  `status = 'sent', last_error = NULL, lease_owner = NULL, lease_until = 0${t.onSent ? `, ${t.onSent}` : ''}`

/**
 * The queue in a SQLite table. `read` and `write` run work on the store's connection, each store with its own way of
 * meeting a fault (a write paused after a lock, a broken connection dropped).
 */
export class SqliteMailQueue<T extends OutboxItem> implements MailQueue<T> {
  private readonly statements = new WeakMap<Sqlite.Database, Map<string, Sqlite.Statement>>()

  constructor(
    private readonly t: QueueTable,
    private readonly toItem: ToItem<T>,
    private readonly access: {
      read<R>(work: (db: Sqlite.Database) => R): R
      write<R>(work: (db: Sqlite.Database) => R): R
    },
  ) {}

  /** A statement prepared once per connection (a connection opened again prepares its own). */
  private prepared(db: Sqlite.Database, sql: string) {
    let byText = this.statements.get(db)
    if (!byText) this.statements.set(db, (byText = new Map<string, Sqlite.Statement>()))
    let s = byText.get(sql)
    if (!s) byText.set(sql, (s = db.prepare(sql)))
    return s
  }

  claimDue = async (now: number, leaseMs: number, owner: string, limit = 1) => {
    const { table, columns, join = '' } = this.t
    return this.access.write((db) =>
      // IMMEDIATE takes the write lock before reading, so no other process can claim the same rows in between.
      db
        .transaction(() => {
          const due = this.prepared(
            db,
            `SELECT ${columns}, q.lease_owner AS previousOwner FROM ${table} q ${join}
             WHERE q.status = 'pending' AND q.next_attempt_at <= ? AND q.lease_until <= ? ORDER BY q.id LIMIT ?`,
          ).all(now, now, limit) as ClaimedRow[]
          const lease = this.prepared(
            db,
            `UPDATE ${table} SET lease_owner = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?`,
          )
          for (const row of due) lease.run(owner, now + leaseMs, row.id)
          return due.map((row) =>
            claimed({ ...row, attempts: row.attempts + 1, leaseUntil: now + leaseMs }, this.toItem),
          )
        })
        .immediate(),
    )
  }

  markSent = async (ids: number[]) => {
    if (ids.length === 0) return
    const sentAt = new Date().toISOString()
    this.access.write((db) => {
      const sent = this.prepared(
        db,
        `UPDATE ${this.t.table} SET ${sentSet(this.t)}, sent_at = ? WHERE id = ? AND status = 'pending'`,
      )
      db.transaction(() => ids.forEach((id) => sent.run(sentAt, id)))()
    })
  }

  renew = async (ids: number[], owner: string, leaseMs: number) => {
    if (ids.length === 0) return []
    const leaseUntil = Date.now() + leaseMs
    return this.access.write((db) => {
      const renew = this.prepared(
        db,
        `UPDATE ${this.t.table} SET lease_until = ? WHERE id = ? AND status = 'pending' AND lease_owner = ?`,
      )
      return db.transaction(() => ids.filter((id) => renew.run(leaseUntil, id, owner).changes > 0))()
    })
  }

  markFailed = async (id: number, owner: string, { nextAttemptAt, dead, error }: FailedAttempt) => {
    this.access.write((db) =>
      this.prepared(
        db,
        `UPDATE ${this.t.table} SET status = ?, next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = 0
         WHERE id = ? AND status = 'pending' AND lease_owner = ?`,
      ).run(dead ? 'dead' : 'pending', Math.round(nextAttemptAt), error, id, owner),
    )
  }

  nextDueAt = async () => {
    const next = this.access.read(
      (db) =>
        this.prepared(db, `SELECT MIN(MAX(next_attempt_at, lease_until)) FROM ${this.t.table} WHERE status = 'pending'`)
          .pluck()
          .get() as number | null,
    )
    return next ?? undefined
  }

  retryDead = async () =>
    this.access.write(
      (db) =>
        this.prepared(
          db,
          `UPDATE ${this.t.table} SET status = 'pending', attempts = 0, next_attempt_at = 0, lease_owner = NULL,
           lease_until = 0 WHERE status = 'dead'`,
        ).run().changes,
    )

  now = async () => Date.now()
}

/** The queue in a PostgreSQL table; `query` runs one statement on the store's pool (and maps its faults). */
export class PgMailQueue<T extends OutboxItem> implements MailQueue<T> {
  constructor(
    private readonly t: QueueTable,
    private readonly toItem: ToItem<T>,
    private readonly query: <R>(sql: string, params?: unknown[]) => Promise<R[]>,
  ) {}

  claimDue = async (now: number, leaseMs: number, owner: string, limit = 1) => {
    const { table, columns, join = '', joinWhere = '' } = this.t
    // SKIP LOCKED: instances claiming at the same moment take different rows instead of waiting for each other.
    // RETURNING reads the row as updated: its attempts count this one.
    const rows = await this.query<ClaimedRow>(
      `WITH due AS (
         SELECT id AS due_id, lease_owner AS previous_owner FROM ${table}
         WHERE status = 'pending' AND next_attempt_at <= $1 AND lease_until <= $1
         ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED)
       UPDATE ${table} q SET lease_owner = $3, lease_until = $1 + $2, attempts = q.attempts + 1
       FROM due ${join} WHERE q.id = due.due_id ${joinWhere}
       RETURNING ${columns}, q.lease_until AS "leaseUntil", due.previous_owner AS "previousOwner"`,
      [now, leaseMs, owner, limit],
    )
    return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((row) => claimed(row, this.toItem))
  }

  markSent = async (ids: number[]) => {
    if (ids.length === 0) return
    await this.query(
      `UPDATE ${this.t.table} SET ${sentSet(this.t)}, sent_at = now() WHERE id = ANY($1) AND status = 'pending'`,
      [ids],
    )
  }

  renew = async (ids: number[], owner: string, leaseMs: number) => {
    if (ids.length === 0) return []
    const rows = await this.query<{ id: number | string }>(
      `UPDATE ${this.t.table} SET lease_until = ${DB_NOW_MS} + $2
       WHERE id = ANY($1) AND status = 'pending' AND lease_owner = $3 RETURNING id`,
      [ids, leaseMs, owner],
    )
    return rows.map((row) => Number(row.id))
  }

  markFailed = async (id: number, owner: string, { nextAttemptAt, dead, error }: FailedAttempt) => {
    await this.query(
      `UPDATE ${this.t.table} SET status = $1, next_attempt_at = $2, last_error = $3, lease_owner = NULL, lease_until = 0
       WHERE id = $4 AND status = 'pending' AND lease_owner = $5`,
      [dead ? 'dead' : 'pending', Math.round(nextAttemptAt), error, id, owner],
    )
  }

  nextDueAt = async () => {
    const [row] = await this.query<{ next: string | null }>(
      `SELECT MIN(GREATEST(next_attempt_at, lease_until)) AS next FROM ${this.t.table} WHERE status = 'pending'`,
    )
    return row?.next == null ? undefined : Number(row.next)
  }

  retryDead = async () =>
    (
      await this.query(
        `UPDATE ${this.t.table} SET status = 'pending', attempts = 0, next_attempt_at = 0, lease_owner = NULL,
         lease_until = 0 WHERE status = 'dead' RETURNING id`,
      )
    ).length

  now = async () => Number((await this.query<{ now: string }>(`SELECT ${DB_NOW_MS} AS now`))[0]!.now)
}

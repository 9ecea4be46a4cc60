import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/** pending: waiting in the outbox · sent: delivered by e-mail · dead: gave up after the last attempt · spam: kept, never delivered */
export type MessageStatus = 'pending' | 'sent' | 'dead' | 'spam'

export type NewMessage = {
  name: string
  email: string
  company: string
  message: string
  idempotencyKey?: string
  spamReason?: string
}

export type StoredMessage = {
  id: number
  name: string
  email: string
  company: string
  message: string
  createdAt: string
  status: MessageStatus
  spamReason: string | null
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  sentAt: string | null
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'dead', 'spam')),
  spam_reason TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS messages_outbox ON messages (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS messages_created ON messages (created_at);
`

const COLUMNS = `id, name, email, company, message, created_at AS createdAt, status, spam_reason AS spamReason,
  attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError, sent_at AS sentAt`

/**
 * Opens (creating when needed) the contact database in `dataDir` with journal_mode=WAL and synchronous=FULL,
 * and reads both back: better-sqlite3 reopens a WAL database with synchronous=NORMAL, which may lose the
 * last commits on power loss, so a database that does not confirm FULL is refused.
 */
export function openDatabase(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, 'messages.db'))
  try {
    db.pragma('busy_timeout = 5000')
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    const journal = db.pragma('journal_mode', { simple: true })
    const sync = db.pragma('synchronous', { simple: true })
    if (journal !== 'wal' || sync !== 2) {
      throw new Error(`The contact database is not durable (journal_mode=${journal}, synchronous=${sync}); refusing to use it.`)
    }
    db.exec(SCHEMA)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

type Pending = { row: NewMessage; resolve: (r: { id: number; duplicate: boolean }) => void; reject: (e: unknown) => void }

/**
 * The contact messages, durable on disk. `add` resolves only after the transaction holding the message
 * has committed (and been fsynced, synchronous=FULL). Messages arriving together are committed together
 * in one transaction (group commit), so the cost of the fsync is shared under load.
 */
export class MessageStore {
  readonly db: Database.Database
  private queue: Pending[] = []
  private flushScheduled = false
  private readonly insert: Database.Statement
  private readonly byKey: Database.Statement
  private readonly commitBatch: (batch: Pending[]) => { id: number; duplicate: boolean }[]

  constructor(dataDir: string) {
    this.db = openDatabase(dataDir)
    this.insert = this.db.prepare(
      `INSERT INTO messages (idempotency_key, name, email, company, message, created_at, status, spam_reason)
       VALUES (@key, @name, @email, @company, @message, @createdAt, @status, @spamReason)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    )
    this.byKey = this.db.prepare('SELECT id FROM messages WHERE idempotency_key = ?').pluck()
    this.commitBatch = this.db.transaction((batch: Pending[]) =>
      batch.map(({ row }) => {
        const inserted = this.insert.get({
          key: row.idempotencyKey ?? null,
          name: row.name,
          email: row.email,
          company: row.company,
          message: row.message,
          createdAt: new Date().toISOString(),
          status: row.spamReason ? 'spam' : 'pending',
          spamReason: row.spamReason ?? null,
        }) as { id: number } | undefined
        return inserted ? { id: inserted.id, duplicate: false } : { id: this.byKey.get(row.idempotencyKey) as number, duplicate: true }
      }),
    )
  }

  /** Stores a message; resolves with its id once committed. A known idempotency key stores nothing and resolves with the first id. */
  add(row: NewMessage): Promise<{ id: number; duplicate: boolean }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject })
      if (!this.flushScheduled) {
        this.flushScheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  /** Commits everything queued, in one transaction. */
  flush() {
    this.flushScheduled = false
    const batch = this.queue
    if (batch.length === 0) return
    this.queue = []
    let results: { id: number; duplicate: boolean }[]
    try {
      results = this.commitBatch(batch)
    } catch (error) {
      for (const p of batch) p.reject(error)
      return
    }
    batch.forEach((p, i) => p.resolve(results[i]!))
  }

  get(id: number) {
    return this.db.prepare(`SELECT ${COLUMNS} FROM messages WHERE id = ?`).get(id) as StoredMessage | undefined
  }

  /** Newest first. */
  list({ since, limit }: { since?: string; limit?: number } = {}) {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM messages WHERE created_at >= ? ORDER BY id DESC LIMIT ?`)
      .all(since ?? '', limit ?? -1) as StoredMessage[]
  }

  /** Messages due for delivery now, oldest first. */
  due(now: number, limit: number) {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM messages WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`)
      .all(now, limit) as StoredMessage[]
  }

  /** When the next pending message falls due (ms epoch), or undefined when the outbox is empty. */
  nextDueAt() {
    return (this.db.prepare(`SELECT MIN(next_attempt_at) FROM messages WHERE status = 'pending'`).pluck().get() as number | null) ?? undefined
  }

  markSent(id: number) {
    this.db.prepare(`UPDATE messages SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?`).run(new Date().toISOString(), id)
  }

  markFailed(id: number, { nextAttemptAt, dead, error }: { nextAttemptAt: number; dead: boolean; error: string }) {
    this.db
      .prepare(`UPDATE messages SET status = ?, attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'pending'`)
      .run(dead ? 'dead' : 'pending', nextAttemptAt, error, id)
  }

  /** Puts every dead letter back into the outbox with a fresh set of attempts; returns how many. */
  retryDead() {
    return this.db.prepare(`UPDATE messages SET status = 'pending', attempts = 0, next_attempt_at = 0 WHERE status = 'dead'`).run().changes
  }

  counts() {
    const rows = this.db.prepare('SELECT status, COUNT(*) AS n FROM messages GROUP BY status').all() as { status: MessageStatus; n: number }[]
    return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<MessageStatus, number>>
  }

  /** Throws when the database cannot be read. */
  check() {
    this.db.prepare('SELECT 1').get()
  }

  close() {
    this.flush()
    if (this.db.open) this.db.close()
  }
}

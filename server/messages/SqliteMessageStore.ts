import fs from 'node:fs'
import path from 'node:path'
import Database, { closeQuietly, type Sqlite } from '../sqlite'
import { NEWSLETTER_SCHEMA } from '../newsletter/sqliteSchema'
import { SqliteMailQueue } from './mailQueue'
import {
  countsByStatus,
  StoreUnavailableError,
  type ClaimedMessage,
  type MessageStore,
  type NewMessage,
  type OutboxStats,
  type StoredMessage,
} from './MessageStore'

export const DATABASE_FILE = 'messages.db'

/** Versioned schema: `PRAGMA user_version` says how many of these ran. Never edit one that has shipped; append. */
const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS messages (
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
  CREATE INDEX IF NOT EXISTS messages_created ON messages (created_at);`,
  // The delivery lease: which sender holds a pending message, and until when.
  `ALTER TABLE messages ADD COLUMN lease_owner TEXT;
  ALTER TABLE messages ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL);
  INSERT INTO health (id, checked_at) VALUES (1, 0);`,
  // The newsletter (server/newsletter) and the record of answered data requests (server/dataRequest).
  NEWSLETTER_SCHEMA,
]

const COLUMNS = `id, name, email, company, message, created_at AS createdAt, status, spam_reason AS spamReason,
  attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError, sent_at AS sentAt`

export type OpenOptions = {
  /**
   * How long a statement waits for another connection's write lock. better-sqlite3 waits synchronously, so on the
   * server this is short: the event loop (every page) stands still while it waits.
   */
  busyTimeoutMs?: number
  /** Refuse to create a database that is not there (the sales command on a mistyped DATA_DIR). */
  mustExist?: boolean
}

/**
 * Opens (creating when needed) the contact database in `dataDir` with journal_mode=WAL and synchronous=FULL,
 * migrates it, and reads both settings back: better-sqlite3 reopens a WAL database with synchronous=NORMAL, which
 * may lose the last commits on power loss, so a database that does not confirm FULL is refused.
 */
export function openDatabase(dataDir: string, { busyTimeoutMs = 5000, mustExist = false }: OpenOptions = {}) {
  if (!mustExist) fs.mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, DATABASE_FILE), { fileMustExist: mustExist })
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs}`)
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    const journal = db.pragma('journal_mode', { simple: true })
    const sync = db.pragma('synchronous', { simple: true })
    if (journal !== 'wal' || sync !== 2) {
      throw new Error(
        `The contact database is not durable (journal_mode=${String(journal)}, synchronous=${String(sync)}); refusing to use it.`,
      )
    }
    migrate(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

function migrate(db: Sqlite.Database) {
  if ((db.pragma('user_version', { simple: true }) as number) >= MIGRATIONS.length) return
  // IMMEDIATE: two processes starting together on one DATA_DIR migrate once, one after the other.
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number
    for (let v = version; v < MIGRATIONS.length; v++) db.exec(MIGRATIONS[v]!)
    db.pragma(`user_version = ${MIGRATIONS.length}`)
  }).immediate()
}

/** Errors after which the connection is not trusted any more: it is closed and opened again on the next use. */
const BROKEN = /^SQLITE_(CORRUPT|NOTADB|IOERR|CANTOPEN|READONLY_DBMOVED)/
/** Errors of a write that will most likely fail again at once: locked, full, read-only, broken. */
const WRITE_FAULT = /^SQLITE_(BUSY|LOCKED|FULL|READONLY|IOERR|CORRUPT|NOTADB|CANTOPEN)/

type Added = { id: number; duplicate: boolean }
type Pending = { row: NewMessage; resolve: (r: Added) => void; reject: (e: unknown) => void }

export type SqliteStoreOptions = OpenOptions & {
  /** The earliest a failed open is tried again (ms). */
  reopenAfterMs?: number
  /**
   * After a write failed (a lock, a full disk), writes fail at once for this long (ms) instead of each waiting the
   * busy timeout: a flood of contact posts against a locked database would otherwise hold the event loop in turns.
   */
  writePauseMs?: number
  onOpenError?: (error: unknown) => void
}

/**
 * The contact messages in one SQLite file (WAL, synchronous=FULL). Never throws on construction: when the database
 * cannot be opened, every call rejects (the site keeps serving pages) and the next call after `reopenAfterMs` tries
 * again, so the store recovers by itself once the file is usable.
 *
 * `add` resolves only after the transaction holding the message has committed (and been fsynced). Messages arriving
 * together are committed together in one transaction (group commit), so the cost of the fsync is shared under load.
 * Any number of processes may share the file: claims and migrations take SQLite's write lock.
 */
const unavailable = (what: string, cause: unknown) =>
  new StoreUnavailableError(`The contact database ${what}: ${(cause as Error | undefined)?.message}`, { cause })

export class SqliteMessageStore implements MessageStore {
  private db: Sqlite.Database | undefined
  private statements = new Map<string, Sqlite.Statement>()
  private lastOpenAt = -Infinity
  private lastOpenError: unknown
  private queue: Pending[] = []
  private flushScheduled = false
  private closed = false
  private writesPausedUntil = 0
  private lastWriteError: unknown
  private readonly reopenAfterMs: number
  private readonly writePauseMs: number
  /** The contact messages as the outbox takes them: the queue of e-mails the newsletter's confirmations use too. */
  readonly mail = new SqliteMailQueue<ClaimedMessage>(
    { table: 'messages', columns: COLUMNS },
    (row) => row as unknown as Omit<ClaimedMessage, 'reclaimed'>,
    { read: (work) => this.use(work), write: (work) => this.write(work) },
  )

  constructor(
    readonly dataDir: string,
    private readonly o: SqliteStoreOptions = {},
  ) {
    this.reopenAfterMs = o.reopenAfterMs ?? 1000
    this.writePauseMs = o.writePauseMs ?? 1000
    try {
      this.connection()
    } catch {
      // reported through onOpenError; the first call tries again
    }
  }

  private connection() {
    if (this.closed) throw new StoreUnavailableError('The message store is closed.')
    if (this.db?.open) return this.db
    if (Date.now() - this.lastOpenAt < this.reopenAfterMs) {
      throw unavailable('cannot be opened', this.lastOpenError)
    }
    this.lastOpenAt = Date.now()
    this.statements.clear()
    try {
      this.db = openDatabase(this.dataDir, this.o)
      this.lastOpenError = undefined
      return this.db
    } catch (error) {
      this.db = undefined
      this.lastOpenError = error
      this.o.onOpenError?.(error)
      throw unavailable('cannot be opened', error)
    }
  }

  private statement(sql: string) {
    const db = this.connection()
    let s = this.statements.get(sql)
    if (!s) this.statements.set(sql, (s = db.prepare(sql)))
    return s
  }

  /** Runs `fn` on the connection; a broken connection is dropped so that the next call opens the file again. */
  private use<T>(fn: (db: Sqlite.Database) => T): T {
    const db = this.connection()
    try {
      return fn(db)
    } catch (error) {
      if (BROKEN.test((error as { code?: string }).code ?? '')) this.drop()
      throw error
    }
  }

  /** Like `use`, for a write: fails at once while a recent write fault is fresh. */
  private write<T>(fn: (db: Sqlite.Database) => T): T {
    if (Date.now() < this.writesPausedUntil) {
      throw unavailable('refused a write a moment ago', this.lastWriteError)
    }
    try {
      return this.use(fn)
    } catch (error) {
      if (WRITE_FAULT.test((error as { code?: string }).code ?? '')) {
        this.writesPausedUntil = Date.now() + this.writePauseMs
        this.lastWriteError = error
      }
      throw error
    }
  }

  private drop() {
    closeQuietly(this.db)
    this.db = undefined
    this.statements.clear()
  }

  add(row: NewMessage): Promise<Added> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject })
      if (!this.flushScheduled) {
        this.flushScheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  /** Commits everything queued, in one transaction. */
  private flush() {
    this.flushScheduled = false
    const batch = this.queue
    if (batch.length === 0) return
    this.queue = []
    let results: Added[]
    try {
      results = this.write((db) => db.transaction(() => batch.map(({ row }) => this.insert(row)))())
    } catch (error) {
      for (const p of batch) p.reject(error)
      return
    }
    batch.forEach((p, i) => p.resolve(results[i]!))
  }

  private insert(row: NewMessage) {
    const inserted = this.statement(
      `INSERT INTO messages (idempotency_key, name, email, company, message, created_at, status, spam_reason)
       VALUES (@key, @name, @email, @company, @message, @createdAt, @status, @spamReason)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    ).get({
      key: row.idempotencyKey ?? null,
      name: row.name,
      email: row.email,
      company: row.company,
      message: row.message,
      createdAt: new Date().toISOString(),
      status: row.spamReason ? 'spam' : 'pending',
      spamReason: row.spamReason ?? null,
    }) as { id: number } | undefined
    if (inserted) return { id: inserted.id, duplicate: false }
    const first = this.statement('SELECT id FROM messages WHERE idempotency_key = ?').pluck().get(row.idempotencyKey)
    return { id: first as number, duplicate: true }
  }

  async get(id: number) {
    const found = this.use(() => this.statement(`SELECT ${COLUMNS} FROM messages WHERE id = ?`).get(id))
    return found as StoredMessage | undefined
  }

  async outboxStats() {
    const now = Date.now()
    const row = this.use(() =>
      this.statement(
        `SELECT COALESCE(SUM(status = 'pending' AND lease_until <= @now), 0) AS pending,
           COALESCE(SUM(status = 'pending' AND lease_until > @now), 0) AS leased,
           COALESCE(SUM(status = 'dead'), 0) AS dead,
           MIN(CASE WHEN status = 'pending' THEN created_at END) AS oldest
         FROM messages WHERE status IN ('pending', 'dead')`,
      ).get({ now }),
    ) as Omit<OutboxStats, 'oldestPendingAgeMs'> & { oldest: string | null }
    const { oldest, ...counts } = row
    return { ...counts, oldestPendingAgeMs: oldest === null ? undefined : Math.max(0, now - Date.parse(oldest)) }
  }

  async list({ since, limit }: { since?: string; limit?: number } = {}) {
    return this.use(
      () =>
        this.statement(`SELECT ${COLUMNS} FROM messages WHERE created_at >= ? ORDER BY id DESC LIMIT ?`).all(
          since ?? '',
          limit ?? -1,
        ) as StoredMessage[],
    )
  }

  async counts() {
    return countsByStatus(
      this.use(() => this.statement('SELECT status, COUNT(*) AS n FROM messages GROUP BY status').all()) as {
        status: string
        n: number
      }[],
    )
  }

  /** A real write (one row, fsynced): a locked, read-only or full database fails it, where a read would pass. */
  async checkWritable() {
    this.write(() => this.statement('UPDATE health SET checked_at = ? WHERE id = 1').run(Date.now()))
  }

  async close() {
    this.flush()
    this.closed = true
    this.drop()
  }
}

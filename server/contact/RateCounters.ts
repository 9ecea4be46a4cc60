import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { keyedHash, sqliteDaySecret } from '../daySecrets'
import Database, { type Sqlite } from '../sqlite'

/** At most `limit` hits under `key` within the last `windowMs`. Allowances may share a key (a minute and a day). */
export type Allowance = { key: string; limit: number; windowMs: number }
export type Taken = { ok: true; id: string } | { ok: false; retryAfterMs: number }

/**
 * Sliding-window counters of contact messages, behind an async interface so that they can move to PostgreSQL
 * with the messages. `take` is all or nothing: one hit is recorded under every key only when every allowance
 * still has room, so concurrent requests never overshoot.
 */
export interface RateCounters {
  take(allowances: Allowance[], now?: number): Promise<Taken>
  /** Takes a hit back: the message it was for was not stored (a replay, or a database fault). */
  giveBack(id: string): Promise<void>
  close(): Promise<void>
}

export const DAY_MS = 86_400_000

/** The same counting over any list of hit times: the retry time is when enough of the oldest hits leave the window. */
export function verdict(times: number[], { limit, windowMs }: Allowance, now: number) {
  const inWindow = times.filter((t) => t > now - windowMs).sort((a, b) => a - b)
  return inWindow.length < limit ? 0 : inWindow[inWindow.length - limit]! + windowMs - now
}

/** The day (UTC) of a moment: the hits of that day are kept under keys hashed with its secret. */
const secretDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The secrets of the two days that can hold hits still within a day of now: today's, and yesterday's if it was made. */
export type KeySecrets = { today: Buffer; yesterday?: Buffer }

/**
 * How the persistent counters keep a key (an address, a network, an e-mail address's hash): a keyed hash of it with a
 * day's secret, never the key itself. A hit is written under today's hash; a window, at most a day long, is read under
 * today's and yesterday's.
 */
export const keptKey = (secrets: KeySecrets, key: string) => ({
  write: keyedHash(secrets.today, key),
  read: keptKeysOf([secrets.today, ...(secrets.yesterday ? [secrets.yesterday] : [])], key),
})

/** A key as it is kept under each of `secrets` (a data request looks for an e-mail address's under every one there is). */
export const keptKeysOf = (secrets: Buffer[], key: string) => secrets.map((s) => keyedHash(s, key))

/**
 * The day secrets of a counters database (table `contact_hit_secrets`), as its instance knows them: a day's secret never
 * changes, so it is read once. `read(day, create)` reads one from the database, making today's when there is none.
 */
export class CounterSecrets {
  private readonly known = new Map<string, Buffer>()

  async at(
    now: number,
    read: (day: string, create: boolean) => Buffer | undefined | Promise<Buffer | undefined>,
  ): Promise<KeySecrets> {
    const get = async (day: string, create: boolean) => {
      let secret = this.known.get(day)
      if (!secret && (secret = await read(day, create))) this.known.set(day, secret)
      return secret
    }
    return { today: (await get(secretDay(now), true))!, yesterday: await get(secretDay(now - DAY_MS), false) }
  }

  /** The first day whose secret is still needed at `now` (yesterday): the ones before are forgotten here and deleted. */
  expireBefore(now: number) {
    const first = secretDay(now - DAY_MS)
    for (const day of this.known.keys()) if (day < first) this.known.delete(day)
    return first
  }
}

/**
 * Addresses and networks the in-memory counters keep at most (each with its hits of the last day: up to about 50 for an
 * address, a few hundred KB in all for the busiest networks).
 */
const MEMORY_MAX_KEYS = 50_000

/**
 * Counters in this process only: the fallback while the counters' database cannot be used. Bounded: a key is
 * forgotten once its last hit has left the longest window (a day), which changes no answer. Only when more than
 * `maxKeys` keys were hit within a day is the key hit least recently forgotten, its limit starting afresh: pushing one
 * address out takes `maxKeys` stored messages from as many other addresses and networks since its last message, each
 * counted against its own limits, so it is never a cheap way to reset a limit (`forgotten` counts these).
 */
export class MemoryCounters implements RateCounters {
  /** Each key's hits within the last day; keys in the order of their latest hit (a hit moves its key to the end). */
  private hits = new Map<string, number[]>()
  private taken = new Map<string, { key: string; at: number }[]>()
  private next = 0
  /** Keys forgotten while they still had hits within a day, because the bound was reached. */
  forgotten = 0

  constructor(private readonly maxKeys = MEMORY_MAX_KEYS) {}

  /** How many addresses and networks are counted. */
  get size() {
    return this.hits.size
  }

  async take(allowances: Allowance[], now = Date.now()): Promise<Taken> {
    const retryAfterMs = Math.max(0, ...allowances.map((a) => verdict(this.hits.get(a.key) ?? [], a, now)))
    if (retryAfterMs > 0) return { ok: false, retryAfterMs }
    const id = `m${++this.next}`
    const keys = [...new Set(allowances.map((a) => a.key))]
    for (const key of keys) {
      const times = (this.hits.get(key) ?? []).filter((t) => t > now - DAY_MS)
      this.hits.delete(key)
      this.hits.set(key, [...times, now])
    }
    this.taken.set(
      id,
      keys.map((key) => ({ key, at: now })),
    )
    if (this.taken.size > 10_000) this.taken.delete(this.taken.keys().next().value!)
    this.prune(now)
    return { ok: true, id }
  }

  /** Forgets the keys with no hit within a day (the least recent come first), then, past the bound, the least recent. */
  private prune(now: number) {
    for (const [key, times] of this.hits) {
      const latest = times[times.length - 1]
      if (latest !== undefined && latest > now - DAY_MS) break
      this.hits.delete(key)
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break
      this.hits.delete(key)
      this.forgotten++
    }
  }

  async giveBack(id: string) {
    for (const { key, at } of this.taken.get(id) ?? []) {
      const times = this.hits.get(key) ?? []
      const i = times.indexOf(at)
      if (i >= 0) times.splice(i, 1)
    }
    this.taken.delete(id)
  }

  async close() {}
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS contact_hits (
  take_id TEXT NOT NULL,
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_hits_key ON contact_hits (key, at);
CREATE INDEX IF NOT EXISTS contact_hits_take ON contact_hits (take_id);
CREATE TABLE IF NOT EXISTS contact_hit_secrets (
  day TEXT PRIMARY KEY,
  secret BLOB NOT NULL
);
`

/** counters.db's version (user_version): 1 keeps keyed hashes of the keys (PostgreSQL's migration 005). */
const COUNTERS_VERSION = 1

/**
 * Opens counters.db in DATA_DIR (the server's counters, and a data request reading them), bringing it to the current
 * version: from version 0, whose hits were kept under the address itself, the hits are deleted (they lived a day at
 * most; the limits start afresh once). Deleted rows are overwritten (secure_delete), not left in free pages.
 */
export function openCountersDb(dataDir: string, busyTimeoutMs: number) {
  const db = new Database(path.join(dataDir, 'counters.db'))
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs}`)
    db.pragma('journal_mode = WAL')
    db.pragma('secure_delete = ON')
    db.exec(SCHEMA)
    if ((db.pragma('user_version', { simple: true }) as number) < COUNTERS_VERSION) {
      const upgraded = db
        .transaction(() => {
          if ((db.pragma('user_version', { simple: true }) as number) >= COUNTERS_VERSION) return false
          db.prepare('DELETE FROM contact_hits').run()
          db.pragma(`user_version = ${COUNTERS_VERSION}`)
          return true
        })
        .immediate()
      // The write-ahead log still holds the old pages until a checkpoint copies the deletion over and empties it.
      if (upgraded) db.pragma('wal_checkpoint(TRUNCATE)')
    }
  } catch (error) {
    db.close()
    throw error
  }
  return db
}

/** The counters in `counters.db` in DATA_DIR, so a restart (or a second process) does not hand out a new day. */
export class SqliteCounters implements RateCounters {
  private readonly db: Sqlite.Database
  private readonly takeTx: Sqlite.Transaction<(allowances: Allowance[], secrets: KeySecrets, now: number) => Taken>
  private readonly secrets = new CounterSecrets()
  private lastPrune = 0

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true })
    // A short wait on the request path: another process holding the lock makes this call fail over to memory.
    this.db = openCountersDb(dataDir, 200)
    const times = this.db.prepare('SELECT at FROM contact_hits WHERE key = ? AND at > ?').pluck()
    const insert = this.db.prepare('INSERT INTO contact_hits (take_id, key, at) VALUES (?, ?, ?)')
    this.takeTx = this.db.transaction((allowances: Allowance[], secrets: KeySecrets, now: number): Taken => {
      const retryAfterMs = Math.max(
        0,
        ...allowances.map((a) =>
          verdict(
            keptKey(secrets, a.key).read.flatMap((k) => times.all(k, now - a.windowMs) as number[]),
            a,
            now,
          ),
        ),
      )
      if (retryAfterMs > 0) return { ok: false, retryAfterMs }
      const id = crypto.randomUUID()
      for (const key of new Set(allowances.map((a) => a.key))) insert.run(id, keptKey(secrets, key).write, now)
      return { ok: true, id }
    })
  }

  async take(allowances: Allowance[], now = Date.now()) {
    const secrets = await this.secrets.at(now, (day, create) =>
      sqliteDaySecret(this.db, 'contact_hit_secrets', day, create),
    )
    // IMMEDIATE: the read and the write are one step, also against another process on the same file.
    const taken = this.takeTx.immediate(allowances, secrets, now)
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now
      try {
        this.db.prepare('DELETE FROM contact_hits WHERE at <= ?').run(now - DAY_MS)
        this.db.prepare('DELETE FROM contact_hit_secrets WHERE day < ?').run(this.secrets.expireBefore(now))
      } catch {
        /* housekeeping only: tried again in a minute */
      }
    }
    return taken
  }

  async giveBack(id: string) {
    this.db.prepare('DELETE FROM contact_hits WHERE take_id = ?').run(id)
  }

  async close() {
    if (this.db.open) this.db.close()
  }
}

/**
 * The persistent counters when their database works, the in-memory ones when it does not (cannot be opened,
 * locked, full disk): a fault here is logged and the limits keep holding in this process; it never stops a request.
 */
export class ResilientCounters implements RateCounters {
  private readonly memory = new MemoryCounters()
  private persistent?: RateCounters
  private reportedForgotten = 0
  private reportedAt = -Infinity

  /**
   * `open` makes the persistent counters: SQLite in DATA_DIR, or PostgreSQL when several instances share them.
   * `onDatabaseError` is told of every fault of theirs (the metrics count them).
   */
  constructor(
    open: () => RateCounters,
    private readonly log: FastifyBaseLogger,
    private readonly onDatabaseError: () => void = () => {},
  ) {
    try {
      this.persistent = open()
    } catch (error) {
      onDatabaseError()
      log.error({ err: error }, 'contact rate counters: database unavailable, counting in memory until restart')
    }
  }

  /** `now` is for tests: otherwise each store reads its own clock (PostgreSQL's, shared by every instance). */
  async take(allowances: Allowance[], now?: number) {
    if (this.persistent) {
      try {
        return await this.persistent.take(allowances, now)
      } catch (error) {
        this.onDatabaseError()
        this.log.error({ err: error }, 'contact rate counters: database error, counting this one in memory')
      }
    }
    const at = now ?? Date.now()
    const taken = await this.memory.take(allowances, at)
    if (this.memory.forgotten > this.reportedForgotten && at - this.reportedAt >= 60_000) {
      this.reportedForgotten = this.memory.forgotten
      this.reportedAt = at
      const why = 'contact rate counters in memory are full: the addresses quiet longest are forgotten'
      this.log.warn({ forgotten: this.memory.forgotten }, why)
    }
    return taken
  }

  async giveBack(id: string) {
    try {
      await (id.startsWith('m') ? this.memory : this.persistent)?.giveBack(id)
    } catch (error) {
      this.onDatabaseError()
      this.log.error({ err: error }, 'contact rate counters: could not take a hit back')
    }
  }

  async close() {
    await this.persistent?.close().catch(() => undefined)
  }
}

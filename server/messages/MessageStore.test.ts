import { afterEach, describe, expect, it } from 'vitest'
import { usePostgres } from '../testing/postgres'
import { tempDataDir, validMessage } from '../testing/testApp'
import type { MessageStore } from './MessageStore'
import { PgMessageStore } from './PgMessageStore'
import { openDatabase, SqliteMessageStore } from './SqliteMessageStore'

const db = usePostgres()

const stores: MessageStore[] = []
/**
 * The store's contract, for every implementation: one suite, two backends. `fresh` makes an empty store and says
 * where it is; `open` opens a handle on it (twice: two handles on one store, as two processes would).
 */
type Place = { dir: string } | { url: string }
const backends = [
  {
    name: 'SQLite',
    fresh: async (): Promise<Place> => ({ dir: tempDataDir() }),
    open: (place: Place): MessageStore => new SqliteMessageStore((place as { dir: string }).dir),
  },
  {
    name: 'PostgreSQL',
    fresh: async (): Promise<Place> => ({ url: await db.postgres.createDatabase() }),
    // A backstop of 20 s for a connection, not the production 2 s: 200 messages at once wait for the pool's ten
    // connections, which took more than 2 s on a machine this busy (a CI-like run with another process at work).
    open: (place: Place): MessageStore =>
      new PgMessageStore((place as { url: string }).url, { connectTimeoutMs: 20_000 }),
  },
]
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close()
})

describe.each(backends)('the message store ($name)', (backend) => {
  const open = (place: Place) => {
    const s = backend.open(place)
    stores.push(s)
    return s
  }

  it('commits messages that arrive together in one go, each with its own id', async () => {
    const store = open(await backend.fresh())
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => store.add({ ...validMessage, name: `Visitor ${i}` })),
    )
    expect(new Set(results.map((r) => r.id)).size).toBe(200)
    expect(await store.list()).toHaveLength(200)
    expect((await store.get(results[7]!.id))?.name).toBe('Visitor 7')
  })

  it('stores a message with a known idempotency key once, even in the same batch', async () => {
    const store = open(await backend.fresh())
    const answers = await Promise.all([
      store.add({ ...validMessage, idempotencyKey: 'key-12345678' }),
      store.add({ ...validMessage, idempotencyKey: 'key-12345678' }),
    ])
    // Sent together, PostgreSQL runs them on two connections: either may be the one that stores the message.
    const stored = answers.find((r) => !r.duplicate)
    expect(answers.filter((r) => !r.duplicate)).toEqual([{ id: stored?.id, duplicate: false }])
    expect(answers.filter((r) => r.duplicate)).toEqual([{ id: stored?.id, duplicate: true }])
    expect(await store.list()).toHaveLength(1)
  })

  it('keeps what was committed across a reopen', async () => {
    const place = await backend.fresh()
    const first = open(place)
    const { id } = await first.add(validMessage)
    await first.close()
    expect(await open(place).get(id)).toMatchObject({ ...validMessage, status: 'pending', attempts: 0 })
  })

  it('gives a due message to one sender only, until its lease runs out; then another may take it over', async () => {
    const place = await backend.fresh()
    const [a, b] = [open(place), open(place)]
    const { id } = await a.add(validMessage)
    const now = Date.now()
    const claimed = await a.mail.claimDue(now, 60_000, 'sender-a')
    expect(claimed).toMatchObject([{ id, attempts: 1, reclaimed: false }])
    expect(await b.mail.claimDue(now, 60_000, 'sender-b')).toEqual([])
    expect(await a.mail.claimDue(now, 60_000, 'sender-a')).toEqual([])

    // sender-a dies; after its lease, sender-b takes the message over and is told it was claimed before.
    expect(await b.mail.nextDueAt()).toBe(now + 60_000)
    expect(await b.mail.claimDue(now + 60_000, 60_000, 'sender-b')).toMatchObject([
      { id, attempts: 2, reclaimed: true },
    ])
    // A late failure report from sender-a no longer holds: the message stays with sender-b.
    await a.mail.markFailed(id, 'sender-a', { nextAttemptAt: 0, dead: true, error: 'late' })
    expect(await b.get(id)).toMatchObject({ status: 'pending', lastError: null })
    await b.mail.markSent([id])
    expect(await a.get(id)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(await a.mail.claimDue(now + 10 * 60_000, 60_000, 'sender-a')).toEqual([])
  })

  it('renews a lease for its holder only, while the message is pending: no one takes it over at the first end', async () => {
    const place = await backend.fresh()
    const [a, b] = [open(place), open(place)]
    const { id } = await a.add(validMessage)
    const other = (await a.add({ ...validMessage, name: 'Someone else' })).id
    const now = await a.mail.now()
    expect(await a.mail.claimDue(now, 60_000, 'sender-a')).toMatchObject([{ id }])

    expect(await b.mail.renew([id], 'sender-b', 10 * 60_000)).toEqual([])
    // An id the sender does not hold (never claimed) is not renewed either; the one it holds is.
    expect(await a.mail.renew([id, other], 'sender-a', 10 * 60_000)).toEqual([id])
    // Past the lease's first end, the message is still sender-a's: only the unclaimed one is due.
    expect((await b.mail.claimDue(now + 60_000, 60_000, 'sender-b', 5)).map((m) => m.id)).toEqual([other])
    expect(await b.mail.claimDue(now + 90_000, 60_000, 'sender-b')).toEqual([])
    expect(await b.mail.claimDue(now + 11 * 60_000, 60_000, 'sender-b')).toMatchObject([
      { id, attempts: 2, reclaimed: true },
    ])

    // Sent: there is no lease left to renew.
    await b.mail.markSent([id])
    expect(await b.mail.renew([id], 'sender-b', 60_000)).toEqual([])
    expect(await a.get(id)).toMatchObject({ status: 'sent' })
  })

  it('claims several due messages at once, oldest first, each for one sender only; marks them sent together', async () => {
    const place = await backend.fresh()
    const [a, b] = [open(place), open(place)]
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push((await a.add({ ...validMessage, name: `Visitor ${i}` })).id)
    const now = Date.now()
    const first = await a.mail.claimDue(now, 60_000, 'sender-a', 3)
    expect(first.map((m) => m.id)).toEqual(ids.slice(0, 3))
    expect(first.map((m) => [m.attempts, m.reclaimed, m.leaseUntil])).toEqual(Array(3).fill([1, false, now + 60_000]))
    expect((await b.mail.claimDue(now, 60_000, 'sender-b', 3)).map((m) => m.id)).toEqual(ids.slice(3))
    await a.mail.markSent(first.map((m) => m.id))
    expect((await b.list()).map((m) => m.status)).toEqual(['pending', 'pending', 'sent', 'sent', 'sent'])
  })

  it('counts the outbox for the metrics: waiting, being sent, given up, and how long the oldest has waited', async () => {
    const store = open(await backend.fresh())
    expect(await store.outboxStats()).toEqual({ pending: 0, leased: 0, dead: 0, oldestPendingAgeMs: undefined })
    const oldest = await store.add(validMessage)
    await store.add({ ...validMessage, spamReason: 'honeypot' })
    await new Promise((r) => setTimeout(r, 50))
    const given = await store.add(validMessage)
    await store.add(validMessage)
    expect(await store.mail.claimDue(Date.now(), 60_000, 'sender')).toMatchObject([{ id: oldest.id }])
    expect(await store.mail.claimDue(Date.now(), 60_000, 'sender')).toMatchObject([{ id: given.id }])
    await store.mail.markFailed(given.id, 'sender', { nextAttemptAt: 0, dead: true, error: 'refused' })
    const stats = await store.outboxStats()
    expect(stats).toMatchObject({ pending: 1, leased: 1, dead: 1 })
    // The oldest message waiting is the one being sent, stored at least 50 ms before the others.
    expect(stats.oldestPendingAgeMs).toBeGreaterThanOrEqual(50)
  })
})

describe('the SQLite message store', () => {
  const open = (dir: string) => {
    const s = new SqliteMessageStore(dir)
    stores.push(s)
    return s
  }

  it('uses WAL with synchronous=FULL, also when the database is opened again', () => {
    const dir = tempDataDir()
    for (let i = 0; i < 2; i++) {
      const db = openDatabase(dir)
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('synchronous', { simple: true })).toBe(2)
      db.close()
    }
  })

  it('migrates a database made before leases existed, keeping its messages', async () => {
    const dir = tempDataDir()
    const db = openDatabase(dir)
    // Back to the first schema version, as a database written by the previous release.
    db.exec(
      'DROP TABLE health; ALTER TABLE messages DROP COLUMN lease_owner; ALTER TABLE messages DROP COLUMN lease_until; PRAGMA user_version = 1',
    )
    db.prepare(
      `INSERT INTO messages (name, email, company, message, created_at, status) VALUES ('Old', 'old@example.com', 'Old Ltd', 'An older message.', ?, 'pending')`,
    ).run(new Date().toISOString())
    db.close()
    const store = open(dir)
    expect(await store.mail.claimDue(Date.now(), 1000, 'sender')).toMatchObject([{ name: 'Old', reclaimed: false }])
    await store.checkWritable()
  })

  it('rejects every call while the database cannot be opened, and recovers once it can', async () => {
    const dir = tempDataDir()
    const fs = await import('node:fs')
    const file = `${dir}/messages.db`
    fs.writeFileSync(
      file,
      'this is not a database, it is a text file of a sufficient length to have a header'.repeat(2),
    )
    const errors: unknown[] = []
    const store = new SqliteMessageStore(dir, { reopenAfterMs: 0, onOpenError: (e) => errors.push(e) })
    stores.push(store)
    await expect(store.add(validMessage)).rejects.toThrow(/cannot be opened/)
    await expect(store.checkWritable()).rejects.toThrow(/cannot be opened/)
    expect(errors.length).toBeGreaterThan(0)
    fs.rmSync(file)
    await store.checkWritable()
    expect((await store.add(validMessage)).id).toBe(1)
  })
})

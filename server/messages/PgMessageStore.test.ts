import { afterAll, describe, expect, it, vi } from 'vitest'
import { usePostgres } from '../testing/postgres'
import { validMessage } from '../testing/testApp'
import { StoreUnavailableError } from './MessageStore'
import { PgMessageStore } from './PgMessageStore'

const db = usePostgres({ restarts: true })
const stores: PgMessageStore[] = []
// Runs before usePostgres's own afterAll (after hooks run last registered first).
afterAll(() => Promise.all(stores.map((s) => s.close().catch(() => {}))), 60_000)

const open = (url: string, o: ConstructorParameters<typeof PgMessageStore>[1] = {}) => {
  const s = new PgMessageStore(url, { connectTimeoutMs: 1000, ...o })
  stores.push(s)
  return s
}

describe('the PostgreSQL message store', () => {
  it('hands each due message to exactly one of many instances claiming at once', async () => {
    const url = await db.postgres.createDatabase()
    const instances = Array.from({ length: 4 }, () => open(url))
    const ids = new Set<number>()
    for (let i = 0; i < 40; i++) ids.add((await instances[i % 4]!.add({ ...validMessage, name: `Visitor ${i}` })).id)
    const now = Date.now()
    const claimedBy = await Promise.all(
      instances.map(async (store, n) => {
        const mine: number[] = []
        for (
          let claimed = await store.mail.claimDue(now, 60_000, `instance-${n}`, 3);
          claimed.length > 0;
          claimed = await store.mail.claimDue(now, 60_000, `instance-${n}`, 3)
        )
          mine.push(...claimed.map((m) => m.id))
        return mine
      }),
    )
    const all = claimedBy.flat()
    expect(all).toHaveLength(40)
    expect(new Set(all)).toEqual(ids)
  })

  it('sets and compares leases on the database clock: an instance whose clock runs ahead takes over nothing', async () => {
    const url = await db.postgres.createDatabase()
    const [a, b] = [open(url), open(url)]
    const { id } = await a.add(validMessage)
    expect(await a.mail.claimDue(await a.mail.now(), 10 * 60_000, 'instance-a')).toMatchObject([{ id }])
    // Instance b's own clock runs a quarter of an hour ahead, past instance a's ten-minute lease.
    const realNow = Date.now.bind(Date)
    const skewed = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 15 * 60_000)
    try {
      expect(Math.abs((await b.mail.now()) - realNow())).toBeLessThan(60_000)
      expect(await b.mail.claimDue(await b.mail.now(), 10 * 60_000, 'instance-b')).toEqual([])
    } finally {
      skewed.mockRestore()
    }
  })

  it('gives the same timestamps back as it was given, to the millisecond (the Message-ID depends on it)', async () => {
    const store = open(await db.postgres.createDatabase())
    const { id } = await store.add(validMessage)
    const m = (await store.get(id))!
    expect(m.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(new Date(m.createdAt).toISOString()).toBe(m.createdAt)
    expect(await store.list({ since: m.createdAt.slice(0, 10) })).toHaveLength(1)
    expect(await store.list({ since: '2999-01-01' })).toHaveLength(0)
  })

  it('copies messages from elsewhere once, however often the copy runs', async () => {
    const store = open(await db.postgres.createDatabase())
    const old = [
      {
        ...validMessage,
        id: 1,
        createdAt: '2025-01-02T03:04:05.678Z',
        status: 'sent' as const,
        spamReason: null,
        attempts: 1,
        nextAttemptAt: 0,
        lastError: null,
        sentAt: '2025-01-02T03:05:00.000Z',
      },
      {
        ...validMessage,
        id: 2,
        createdAt: '2025-01-03T03:04:05.678Z',
        status: 'dead' as const,
        spamReason: null,
        attempts: 8,
        nextAttemptAt: 0,
        lastError: 'ECONNREFUSED',
        sentAt: null,
      },
    ]
    expect(await store.importMessages(old, 'sqlite')).toBe(2)
    expect(await store.importMessages(old, 'sqlite')).toBe(0)
    const copied = await store.list()
    expect(copied.map((m) => [m.createdAt, m.status, m.attempts, m.sentAt])).toEqual([
      ['2025-01-03T03:04:05.678Z', 'dead', 8, null],
      ['2025-01-02T03:04:05.678Z', 'sent', 1, '2025-01-02T03:05:00.000Z'],
    ])
  })

  it('answers "unavailable" while the database is down and carries on by itself when it is back', async () => {
    const url = await db.postgres.createDatabase()
    const errors: Error[] = []
    const store = open(url, { onError: (e) => errors.push(e) })
    const { id } = await store.add(validMessage)
    await db.postgres.pause()
    try {
      await expect(store.add(validMessage)).rejects.toBeInstanceOf(StoreUnavailableError)
      await expect(store.checkWritable()).rejects.toBeInstanceOf(StoreUnavailableError)
    } finally {
      await db.postgres.resume()
    }
    // The pool dropped its dead connections; the next calls open new ones.
    let written = false
    for (let i = 0; i < 20 && !written; i++) {
      written = await store.checkWritable().then(
        () => true,
        () => new Promise((r) => setTimeout(() => r(false), 250)),
      )
    }
    expect(written).toBe(true)
    expect((await store.get(id))?.name).toBe(validMessage.name)
    expect((await store.add(validMessage)).id).toBeGreaterThan(id)
  })

  it('starts while the database is down, and migrates once it is up', async () => {
    const url = await db.postgres.createDatabase()
    await db.postgres.pause()
    const store = open(url)
    try {
      await expect(store.counts()).rejects.toBeInstanceOf(StoreUnavailableError)
    } finally {
      await db.postgres.resume()
    }
    let counts: unknown
    for (let i = 0; i < 20 && !counts; i++)
      counts = await store.counts().catch(() => new Promise((r) => setTimeout(() => r(undefined), 250)))
    expect(counts).toEqual({})
  })
})

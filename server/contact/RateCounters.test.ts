import fs from 'node:fs'
import path from 'node:path'
import Database from '../sqlite'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { tempDataDir } from '../testing/testApp'
import { MemoryCounters, ResilientCounters, SqliteCounters, type RateCounters } from './RateCounters'

const MINUTE = 60_000
const DAY = 86_400_000
const t0 = 1_800_000_000_000
const open: RateCounters[] = []
afterEach(async () => {
  for (const c of open.splice(0)) await c.close()
})
const kinds = {
  sqlite: () => new SqliteCounters(tempDataDir('counters')),
  memory: () => new MemoryCounters(),
}

describe.each(Object.entries(kinds))('%s counters', (_, make) => {
  it('take all or nothing: a full key records no hit under the others', async () => {
    const c = make()
    open.push(c)
    const a = { key: 'address a', limit: 2, windowMs: MINUTE }
    const net = { key: 'network n', limit: 3, windowMs: MINUTE }
    expect((await c.take([a, net], t0)).ok).toBe(true)
    expect((await c.take([a, net], t0 + 1)).ok).toBe(true)
    expect(await c.take([a, net], t0 + 2)).toEqual({ ok: false, retryAfterMs: MINUTE - 2 })
    // The refused take left the network one hit short of full.
    expect((await c.take([{ ...a, key: 'address b' }, net], t0 + 3)).ok).toBe(true)
    expect((await c.take([{ ...a, key: 'address c' }, net], t0 + 4)).ok).toBe(false)
  })

  it('slides: a hit leaves the window after its time, and a given-back hit at once', async () => {
    const c = make()
    open.push(c)
    const a = { key: 'address a', limit: 1, windowMs: MINUTE }
    const first = await c.take([a], t0)
    expect(await c.take([a], t0 + 20_000)).toEqual({ ok: false, retryAfterMs: 40_000 })
    expect((await c.take([a], t0 + MINUTE)).ok).toBe(true)
    const third = await c.take([a], t0 + 2 * MINUTE)
    expect(third.ok && first.ok).toBe(true)
    if (third.ok) await c.giveBack(third.id)
    expect((await c.take([a], t0 + 2 * MINUTE + 1)).ok).toBe(true)
  })
})

describe('memory counters', () => {
  const oneMessage = (address: string) => [
    { key: `address ${address}`, limit: 5, windowMs: MINUTE },
    { key: `address ${address}`, limit: 50, windowMs: DAY },
  ]

  it('forget an address once its last message has left the longest window, a day: memory does not grow with every address', async () => {
    const c = new MemoryCounters()
    for (let i = 0; i < 1000; i++) await c.take(oneMessage(`10.0.${i >> 8}.${i & 255}`), t0 + i)
    expect(c.size).toBe(1000)
    await c.take(oneMessage('10.9.9.9'), t0 + DAY + 500)
    // The 500 addresses last seen more than a day ago are gone; the others may still be over a daily limit.
    expect(c.size).toBe(500)
    expect(c.forgotten).toBe(0)
  })

  it('at their bound forget the address quiet longest, never one that was just counted', async () => {
    const c = new MemoryCounters(3)
    const busy = [{ key: 'address busy', limit: 2, windowMs: MINUTE }]
    await c.take(busy, t0)
    await c.take([{ key: 'address quiet', limit: 2, windowMs: MINUTE }], t0 + 1)
    await c.take([{ key: 'address other', limit: 2, windowMs: MINUTE }], t0 + 2)
    await c.take(busy, t0 + 3)
    await c.take([{ key: 'address new', limit: 2, windowMs: MINUTE }], t0 + 4)
    expect(c.size).toBe(3)
    expect(c.forgotten).toBe(1)
    // The busy address, counted before and after the others, still meets its limit.
    expect(await c.take(busy, t0 + 5)).toEqual({ ok: false, retryAfterMs: MINUTE - 5 })
  })
})

describe('resilient counters', () => {
  it('keep counting in memory while another process holds the counters’ write lock, and never throw', async () => {
    const dataDir = tempDataDir('counters-locked')
    const c = new ResilientCounters(() => new SqliteCounters(dataDir), pino({ level: 'silent' }))
    open.push(c)
    const a = { key: 'address a', limit: 1, windowMs: MINUTE }
    const holder = new Database(path.join(dataDir, 'counters.db'))
    holder.exec('BEGIN IMMEDIATE')
    try {
      expect((await c.take([a], t0)).ok).toBe(true)
      expect((await c.take([a], t0 + 1)).ok).toBe(false)
    } finally {
      holder.exec('ROLLBACK')
      holder.close()
    }
  })

  it('persist across a restart on the same DATA_DIR', async () => {
    const dataDir = tempDataDir('counters-restart')
    const day = { key: 'address a', limit: 2, windowMs: 86_400_000 }
    const before = new ResilientCounters(() => new SqliteCounters(dataDir), pino({ level: 'silent' }))
    await before.take([day], t0)
    await before.take([day], t0 + 1)
    await before.close()
    const after = new ResilientCounters(() => new SqliteCounters(dataDir), pino({ level: 'silent' }))
    open.push(after)
    expect((await after.take([day], t0 + 3_600_000)).ok).toBe(false)
  })
})

describe('counters.db', () => {
  const midnight = Date.UTC(2027, 0, 16)
  const minute = { key: 'address 198.51.100.7', limit: 2, windowMs: MINUTE }
  /** counters.db and its write-ahead log, as bytes: what a copy of DATA_DIR would hold. */
  const onDisk = (dataDir: string) =>
    ['counters.db', 'counters.db-wal']
      .map((f) => path.join(dataDir, f))
      .filter((f) => fs.existsSync(f))
      .map((f) => fs.readFileSync(f).toString('latin1'))
      .join('')
  const rows = <T>(dataDir: string, sql: string) => {
    const db = new Database(path.join(dataDir, 'counters.db'), { readonly: true })
    try {
      return db.prepare(sql).all() as T[]
    } finally {
      db.close()
    }
  }

  it('keep a keyed hash of each key, never the key; two processes share the secret, and a window across midnight counts both days', async () => {
    const dataDir = tempDataDir('counters-hashed')
    const [a, b] = [new SqliteCounters(dataDir), new SqliteCounters(dataDir)]
    open.push(a, b)
    expect((await a.take([minute], midnight - 30_000)).ok).toBe(true)
    expect((await b.take([minute], midnight + 10_000)).ok).toBe(true)
    expect(await a.take([minute], midnight + 20_000)).toEqual({ ok: false, retryAfterMs: 10_000 })
    expect(await b.take([minute], midnight + 25_000)).toEqual({ ok: false, retryAfterMs: 5_000 })
    const keys = rows<{ key: string }>(dataDir, 'SELECT DISTINCT key FROM contact_hits').map((r) => r.key)
    expect(keys).toHaveLength(2) // one a day
    for (const key of keys) expect(key).toMatch(/^[\w-]{43}$/)
    expect(rows(dataDir, 'SELECT day FROM contact_hit_secrets ORDER BY day')).toEqual([
      { day: '2027-01-15' },
      { day: '2027-01-16' },
    ])
    expect(onDisk(dataDir)).not.toContain('198.51.100')
  })

  it('delete a day’s secret once no hit it hashed is left, a day after its day', async () => {
    const dataDir = tempDataDir('counters-secrets')
    const c = new SqliteCounters(dataDir)
    open.push(c)
    await c.take([minute], midnight - 1000)
    await c.take([minute], midnight + 1000)
    await c.take([minute], midnight + DAY)
    expect(rows(dataDir, 'SELECT day FROM contact_hit_secrets ORDER BY day')).toEqual([
      { day: '2027-01-16' },
      { day: '2027-01-17' },
    ])
    // The hit of 23:59:59 has left the day; the one of 00:00:01 has not, and needs its day's secret.
    expect(rows(dataDir, 'SELECT at FROM contact_hits ORDER BY at')).toEqual([
      { at: midnight + 1000 },
      { at: midnight + DAY },
    ])
  })

  it('lose the hits an earlier version kept under the address itself, from the file too', async () => {
    const dataDir = tempDataDir('counters-upgrade')
    const old = new Database(path.join(dataDir, 'counters.db'))
    old.pragma('journal_mode = WAL')
    old.exec('CREATE TABLE contact_hits (take_id TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL)')
    old.prepare('INSERT INTO contact_hits VALUES (?, ?, ?)').run('t', 'address 198.51.100.7', t0)
    old.close()
    expect(onDisk(dataDir)).toContain('198.51.100.7')
    const c = new SqliteCounters(dataDir)
    open.push(c)
    expect(rows(dataDir, 'SELECT * FROM contact_hits')).toEqual([])
    expect(onDisk(dataDir)).not.toContain('198.51.100')
    // Counting as before, the old hit forgotten: the limit starts afresh once.
    expect((await c.take([minute], t0 + 1)).ok).toBe(true)
  })
})

import path from 'node:path'
import Database from '../sqlite'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { tempDataDir } from '../testing/testApp'
import { MemoryCounters, ResilientCounters, SqliteCounters, type RateCounters } from './RateCounters'

const MINUTE = 60_000
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
  const DAY = 86_400_000
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

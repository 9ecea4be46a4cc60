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

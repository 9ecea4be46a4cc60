import { afterEach, describe, expect, it } from 'vitest'
import { tempDataDir, validMessage } from '../testing/testApp'
import { MessageStore, openDatabase } from './MessageStore'

const stores: MessageStore[] = []
const open = (dir: string) => {
  const s = new MessageStore(dir)
  stores.push(s)
  return s
}
afterEach(() => stores.splice(0).forEach((s) => s.close()))

describe('the message store', () => {
  it('uses WAL with synchronous=FULL, also when the database is opened again', () => {
    const dir = tempDataDir()
    for (let i = 0; i < 2; i++) {
      const db = openDatabase(dir)
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('synchronous', { simple: true })).toBe(2)
      db.close()
    }
  })

  it('commits messages that arrive together in one go, each with its own id', async () => {
    const store = open(tempDataDir())
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => store.add({ ...validMessage, name: `Visitor ${i}` })))
    expect(new Set(results.map((r) => r.id)).size).toBe(200)
    expect(store.list()).toHaveLength(200)
    expect(store.get(results[7]!.id)?.name).toBe('Visitor 7')
  })

  it('stores a message with a known idempotency key once, even in the same batch', async () => {
    const store = open(tempDataDir())
    const [a, b] = await Promise.all([store.add({ ...validMessage, idempotencyKey: 'key-12345678' }), store.add({ ...validMessage, idempotencyKey: 'key-12345678' })])
    expect(a).toEqual({ id: a!.id, duplicate: false })
    expect(b).toEqual({ id: a!.id, duplicate: true })
    expect(store.list()).toHaveLength(1)
  })

  it('keeps what was committed across a reopen', async () => {
    const dir = tempDataDir()
    const first = open(dir)
    const { id } = await first.add(validMessage)
    first.close()
    expect(open(dir).get(id)).toMatchObject({ ...validMessage, status: 'pending', attempts: 0 })
  })
})

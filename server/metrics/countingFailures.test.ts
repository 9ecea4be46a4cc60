import { describe, expect, it } from 'vitest'
import { countingFailures } from './metrics'

describe('database errors counted by operation', () => {
  it('count a failed call of the store and of its mail queue, each by its own name, and hand the error on', async () => {
    const refused = () => Promise.reject(new Error('SQLITE_BUSY: database is locked'))
    const store = { add: refused, get: () => Promise.resolve(1), mail: { claimDue: refused, markSent: refused } }
    const failed: string[] = []
    const counted = countingFailures(store, (operation) => failed.push(operation), ['mail'])
    await expect(counted.add()).rejects.toThrow('database is locked')
    await expect(counted.mail.claimDue()).rejects.toThrow('database is locked')
    await expect(counted.mail.markSent()).rejects.toThrow('database is locked')
    expect(await counted.get()).toBe(1)
    expect(failed).toEqual(['add', 'claimDue', 'markSent'])
  })
})

import { describe, expect, it } from 'vitest'
import { waitForBacklog } from './waitFor'

/** A backlog that loses one item every `everyMs` until `stopsAt` is left (0: it empties). */
function draining(size: number, everyMs: number, stopsAt = 0) {
  const started = Date.now()
  return () => Math.max(stopsAt, size - Math.floor((Date.now() - started) / everyMs))
}

describe('waiting for a backlog', () => {
  it('lasts as long as the backlog keeps shrinking, however slowly', async () => {
    const backlog = draining(6, 60)
    await waitForBacklog(backlog, { stallMs: 200, intervalMs: 10 })
    expect(backlog()).toBe(0)
  })

  it('fails once it stops shrinking, naming what is left and the pace', async () => {
    await expect(
      waitForBacklog(draining(6, 20, 4), { stallMs: 200, intervalMs: 10, what: 'the messages not e-mailed yet' }),
    ).rejects.toThrow(
      /^the messages not e-mailed yet stopped shrinking: 4 of 6 left, unchanged for 0\.2 s \(\d+\.\d a second/,
    )
  })
})

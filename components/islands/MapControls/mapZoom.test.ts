import { describe, expect, it } from 'vitest'
import { keyToAction, nextZoom, rampIndex, scrollAfterReset, scrollAfterZoom } from './mapZoom'

describe('map zoom arithmetic', () => {
  it('steps by 50 from 100 to 400 and stops at both ends', () => {
    const seen = [100]
    for (let i = 0; i < 8; i++) seen.push(nextZoom(seen.at(-1)!, 'in'))
    expect(seen).toEqual([100, 150, 200, 250, 300, 350, 400, 400, 400])
    expect(nextZoom(150, 'out')).toBe(100)
    expect(nextZoom(100, 'out')).toBe(100)
  })

  it('reset returns to 100 from any level', () => {
    expect(nextZoom(350, 'reset')).toBe(100)
  })

  it('keeps the centre of the view in place when zooming', () => {
    const view = { scrollLeft: 0, scrollTop: 0, clientWidth: 800, clientHeight: 450 }
    // At 100 % the centre is (400, 225); at 200 % that point sits at (800, 450), so the view starts at (400, 225).
    expect(scrollAfterZoom(view, 100, 200)).toEqual({ left: 400, top: 225 })
    // And back: never negative.
    expect(scrollAfterZoom({ ...view, scrollLeft: 400, scrollTop: 225 }, 200, 100)).toEqual({ left: 0, top: 0 })
  })

  it('recentres to a quarter of the scroll extent on reset', () => {
    expect(scrollAfterReset({ scrollWidth: 1600, scrollHeight: 900, clientWidth: 800, clientHeight: 450 })).toEqual({
      left: 200,
      top: 112.5,
    })
    expect(scrollAfterReset({ scrollWidth: 800, scrollHeight: 450, clientWidth: 800, clientHeight: 450 })).toEqual({
      left: 0,
      top: 0,
    })
  })

  it('maps keys to zoom and pan', () => {
    expect(keyToAction('+')).toBe('in')
    expect(keyToAction('-')).toBe('out')
    expect(keyToAction('0')).toBe('reset')
    expect(keyToAction('ArrowRight')).toEqual({ dx: 60, dy: 0 })
    expect(keyToAction('a')).toBeNull()
  })

  it('puts rates on the legend’s colour steps', () => {
    const steps = [10, 20, 30, 40, 50, 125]
    expect([10, 11, 20, 25, 46, 60, 125].map((r) => rampIndex(r, steps))).toEqual([0, 1, 1, 2, 4, 5, 5])
  })
})

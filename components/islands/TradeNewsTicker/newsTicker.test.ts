import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextNewsIndex, selectNewsItems, startRotation } from './newsTicker'

describe('selectNewsItems', () => {
  it('drops items lacking a title or url and keeps at most the first five', () => {
    const raw = [
      { title: 'A', url: 'https://a.example', source: 'Wire' },
      { title: '', url: 'https://no-title.example' },
      { url: 'https://no-title-2.example' },
      { title: 'No url' },
      null,
      { title: 'B', url: 'https://b.example' },
      { title: 'C', url: 'https://c.example' },
      { title: 'D', url: 'https://d.example' },
      { title: 'E', url: 'https://e.example' },
      { title: 'F', url: 'https://f.example' },
    ]
    expect(selectNewsItems(raw).map((i) => i.title)).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(selectNewsItems(raw)[0]).toEqual({ title: 'A', url: 'https://a.example', source: 'Wire' })
  })

  it('gives nothing for an answer that is not a list', () => {
    expect(selectNewsItems({ message: 'oops' })).toEqual([])
    expect(selectNewsItems(null)).toEqual([])
  })
})

describe('rotation', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('moves to the next item every 5000 ms and wraps around', () => {
    const seen: number[] = []
    const stop = startRotation(3, (i) => seen.push(i))
    vi.advanceTimersByTime(4999)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(10_000)
    expect(seen).toEqual([1, 2, 0])
    stop()
    vi.advanceTimersByTime(20_000)
    expect(seen).toEqual([1, 2, 0])
  })

  it('resumes after the given index', () => {
    const seen: number[] = []
    const stop = startRotation(4, (i) => seen.push(i), 2)
    vi.advanceTimersByTime(10_000)
    expect(seen).toEqual([3, 0])
    stop()
  })

  it('does not rotate one item', () => {
    const seen: number[] = []
    startRotation(1, (i) => seen.push(i))
    vi.advanceTimersByTime(20_000)
    expect(seen).toEqual([])
  })

  it('stays put with one item or none', () => {
    expect(nextNewsIndex(0, 1)).toBe(0)
    expect(nextNewsIndex(0, 0)).toBe(0)
  })
})

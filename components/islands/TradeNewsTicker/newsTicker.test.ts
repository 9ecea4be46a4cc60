import { describe, expect, it } from 'vitest'
import { selectNewsItems } from './newsTicker'

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

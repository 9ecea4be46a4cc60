import { describe, expect, it } from 'vitest'
import { tradeNewsItemSchema } from './schemas/tradeNews'
import { tradeNews } from './tradeNews'

describe('content/tradeNews.ts', () => {
  it.each(tradeNews.map((item, i) => [i + 1, item] as const))('item %i is valid', (_, item) => {
    expect(() => tradeNewsItemSchema.validateSync(item, { strict: true })).not.toThrow()
  })

  it('reports a bad item clearly', () => {
    expect(() =>
      tradeNewsItemSchema.validateSync({ title: 'x', url: 'ftp://x', source: 'y', date: '2025-1-1' }),
    ).toThrow(/url must be http\(s\)|date must be yyyy-mm-dd/)
  })
})

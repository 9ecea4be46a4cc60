import { expect, it } from 'vitest'
import { batchCount, batchSlice } from './prerenderBatch'

const articles = (n: number) => Array.from({ length: n }, (_, i) => i)
const batches = (n: number, perBatch: number) => {
  const count = batchCount(n, perBatch)
  return Array.from({ length: count }, (_, index) => batchSlice(articles(n), index, count))
}

it('renders a blog that fits in one batch as one, whole', () => {
  expect(batches(1500, 1500)).toEqual([articles(1500)])
  expect(batches(4, 1500)).toEqual([articles(4)])
  expect(batches(0, 1500)).toEqual([[]])
})

it('gives every article to one batch, in order, none more than a batch’s worth', () => {
  for (const perBatch of [1, 2, 3, 7, 100, 1500])
    for (let n = perBatch + 1; n <= 8 * perBatch; n += Math.ceil(perBatch / 4)) {
      const all = batches(n, perBatch)
      expect(all.flat()).toEqual(articles(n))
      for (const batch of all) expect(batch.length).toBeLessThanOrEqual(perBatch)
      for (const batch of all) expect(batch.length).toBeGreaterThan(0)
    }
})

it('starts with a small batch, so the work beside the batches begins early', () => {
  const sizes = batches(10_000, 1500).map((b) => b.length)
  expect(sizes).toEqual([278, 1388, 1389, 1389, 1389, 1389, 1389, 1389])
})

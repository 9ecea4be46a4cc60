import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { relevanceSet, type RelevanceRow } from './relevanceSet'
import { SearchIndex } from './SearchIndex'

/** Below this share of queries with the page meant in the first three results, the set fails. */
const MIN_SUCCESS_AT_3 = 0.98
/** Below this mean reciprocal rank of the page meant (1 when always first), the set fails. */
const MIN_MRR = 0.93
/** Results read per query: the most the search answers. */
const READ = 20

// The real index of this build (npm run build writes it), as the server opens it.
const index = new SearchIndex(path.resolve('dist/search.db'))
afterAll(() => index.close())

/** The place (1 = first) of the first result on the page meant, or undefined when it is not among the results read. */
function placeOf({ query, page }: RelevanceRow) {
  const urls = index.search(query, READ).results.map((r) => r.url)
  const at = urls.findIndex((url) => (page.includes('#') ? url : url.split('#')[0]) === page)
  return at < 0 ? undefined : at + 1
}

describe('the relevance test set', () => {
  it(`finds the page meant in the first three results for at least ${MIN_SUCCESS_AT_3 * 100} % of its queries, with an MRR of at least ${MIN_MRR}`, () => {
    const scored = relevanceSet.map((row) => ({ ...row, place: placeOf(row) }))
    const successAt3 = scored.filter((r) => r.place !== undefined && r.place <= 3).length / scored.length
    const mrr = scored.reduce((sum, r) => sum + (r.place ? 1 / r.place : 0), 0) / scored.length
    const misses = scored
      .filter((r) => r.place !== 1)
      .map((r) => `  ${r.kind.padEnd(12)} ${JSON.stringify(r.query).padEnd(36)} → ${r.page} at ${r.place ?? '—'}`)
    console.log(
      [
        `relevance: ${scored.length} queries, success@3 ${(successAt3 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}`,
        ...(misses.length ? ['not first:', ...misses] : []),
      ].join('\n'),
    )
    expect(successAt3).toBeGreaterThanOrEqual(MIN_SUCCESS_AT_3)
    expect(mrr).toBeGreaterThanOrEqual(MIN_MRR)
  })

  it('has queries of every kind, none twice', () => {
    const kinds = new Set(relevanceSet.map((r) => r.kind))
    expect([...kinds].sort()).toEqual(['audience', 'navigational', 'plural', 'question', 'synonym', 'typo'])
    expect(relevanceSet.length).toBeGreaterThanOrEqual(50)
    expect(new Set(relevanceSet.map((r) => r.query)).size).toBe(relevanceSet.length)
  })
})

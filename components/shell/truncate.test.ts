import { describe, expect, it } from 'vitest'
import { products } from '../../content/products'
import { MENU_DESCRIPTION_MAX } from './constants'
import { truncate } from './truncate'

describe('truncate', () => {
  it('cuts text longer than the limit to the limit plus an ellipsis', () => {
    expect(truncate('abcdefghij', 4)).toBe('abcd...')
  })
  it('leaves text of exactly the limit alone', () => {
    expect(truncate('abcd', 4)).toBe('abcd')
  })
  it('leaves shorter text alone', () => {
    expect(truncate('ab', 4)).toBe('ab')
  })
  it('cuts the menu product descriptions to 60 characters plus ...', () => {
    expect(MENU_DESCRIPTION_MAX).toBe(60)
    const desc = products[0].desc
    expect(desc.length).toBeGreaterThan(60)
    const cut = truncate(desc, MENU_DESCRIPTION_MAX)
    expect(cut).toBe(`${desc.slice(0, 60)}...`)
    expect(cut).toHaveLength(63)
  })
})

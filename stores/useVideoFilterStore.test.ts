import { beforeEach, describe, expect, it } from 'vitest'
import { toQuery, useVideoFilterStore } from './useVideoFilterStore'

const state = () => useVideoFilterStore.getState()

describe('the video filter store', () => {
  beforeEach(() => state().reset())

  it('starts with every video', () => {
    expect(state()).toMatchObject({ filter: 'all', search: '' })
  })
  it('sets the chip and the search, and resets both', () => {
    state().setFilter('webinar')
    state().setSearch('tariff')
    expect(state()).toMatchObject({ filter: 'webinar', search: 'tariff' })
    state().reset()
    expect(state()).toMatchObject({ filter: 'all', search: '' })
  })
  it('reads the URL query, ignoring an unknown category', () => {
    state().fromQuery('?category=tutorial&q=Fr8lens%20booking')
    expect(state()).toMatchObject({ filter: 'tutorial', search: 'Fr8lens booking' })
    state().fromQuery('?category=cats')
    expect(state()).toMatchObject({ filter: 'all', search: '' })
  })
  it('writes the URL query without defaults, and round-trips', () => {
    expect(toQuery({ filter: 'all', search: '' })).toBe('')
    const query = toQuery({ filter: 'partner', search: 'data & ports' })
    expect(query).toBe('?category=partner&q=data+%26+ports')
    state().fromQuery(query)
    expect(state()).toMatchObject({ filter: 'partner', search: 'data & ports' })
  })
})

import { describe, expect, it } from 'vitest'
import { filterVideos } from './filterVideos'

const library = [
  { title: 'Digital Product Passport in 5 Minutes', description: 'QR codes and NFC tags.', category: 'product' },
  { title: 'Tariff webinar', description: 'Duty drawback on re-export.', category: 'webinar' },
  {
    title: 'Booking tutorial',
    description: 'Book a multileg shipment with a PASSPORT for each leg.',
    category: 'tutorial',
  },
] as const

const titles = (list: readonly { title: string }[]) => list.map((v) => v.title)

describe('filterVideos', () => {
  it('shows everything for "all" and an empty search', () => {
    expect(filterVideos(library, 'all', '')).toHaveLength(3)
  })
  it('keeps the order of the library', () => {
    expect(titles(filterVideos(library, 'all', ''))).toEqual(titles(library))
  })
  it('filters by category', () => {
    expect(titles(filterVideos(library, 'webinar', ''))).toEqual(['Tariff webinar'])
    expect(filterVideos(library, 'partner', '')).toEqual([])
  })
  it('searches title or description, ignoring case and surrounding spaces', () => {
    expect(titles(filterVideos(library, 'all', '  passport '))).toEqual([
      'Digital Product Passport in 5 Minutes',
      'Booking tutorial',
    ])
    expect(titles(filterVideos(library, 'all', 'DRAWBACK'))).toEqual(['Tariff webinar'])
  })
  it('combines category and search', () => {
    expect(titles(filterVideos(library, 'tutorial', 'passport'))).toEqual(['Booking tutorial'])
    expect(filterVideos(library, 'webinar', 'passport')).toEqual([])
  })
  it('finds nothing for a text that is nowhere', () => {
    expect(filterVideos(library, 'all', 'blockchain cats')).toEqual([])
  })
})

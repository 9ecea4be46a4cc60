import { describe, expect, it } from 'vitest'
import { countFor, topicPage, topicPages } from './testimonialsByTopic'
import { testimonials } from './testimonials'

describe('testimonials by topic', () => {
  it('has a page for each of the six topic slugs and for all', () => {
    expect(topicPages.map((p) => p.slug)).toEqual([
      'shipment-planning',
      'freight-booking',
      'multileg-shipments',
      'regulatory',
      'invoicing-audit',
      'sustainability',
      'all',
    ])
  })
  it('titles each topic page', () => {
    expect(topicPage('regulatory')?.title).toBe('Regulatory Pre-Departure & Arrival')
    expect(topicPage('sustainability')?.title).toBe('Sustainability & Carbon Footprint')
    expect(topicPage('all')?.title).toBe('All Testimonials')
    expect(topicPage('commercial-invoice-exchange')).toBeUndefined()
  })
  it('lists only the quotes of the topic, and every quote under all', () => {
    expect(
      topicPage('regulatory')!.testimonials.every((t) => t.category === 'Regulatory Pre-Departure & Arrival'),
    ).toBe(true)
    expect(countFor('all')).toBe(testimonials.length)
    expect(countFor('nothing')).toBe(0)
  })
  it('counts from the data', () => {
    expect(countFor('sustainability')).toBe(
      testimonials.filter((t) => t.category === 'Sustainability & Carbon Footprint').length,
    )
  })
})

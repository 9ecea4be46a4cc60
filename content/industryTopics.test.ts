import { describe, expect, it } from 'vitest'
import { toSlug } from './industryTopics'

describe('toSlug', () => {
  it.each([
    { name: 'Shipment Planning', slug: 'shipment-planning', rule: 'lowercases and turns spaces into hyphens' },
    { name: 'Multileg Shipments', slug: 'multileg-shipments', rule: 'lowercases and turns spaces into hyphens' },
    { name: 'Invoicing & Audit', slug: 'invoicing-audit', rule: 'drops ampersands and the double dash they leave' },
    { name: 'Regulatory', slug: 'regulatory', rule: 'leaves a single word alone but lowercased' },
  ])('$rule: $name → $slug', ({ name, slug }) => {
    expect(toSlug(name)).toBe(slug)
  })
})

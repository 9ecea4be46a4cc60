import { describe, expect, it } from 'vitest'
import { toSlug } from './toSlug'

describe('toSlug', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(toSlug('Shipment Planning')).toBe('shipment-planning')
    expect(toSlug('Multileg Shipments')).toBe('multileg-shipments')
  })
  it('drops ampersands and the double dash they leave', () => {
    expect(toSlug('Invoicing & Audit')).toBe('invoicing-audit')
  })
  it('leaves a single word alone but lowercased', () => {
    expect(toSlug('Regulatory')).toBe('regulatory')
  })
})

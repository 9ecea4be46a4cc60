import { describe, expect, it } from 'vitest'
import { partnerDirectory, partnerSpotlights } from './partnerDirectory'
import { partnerGroups, partners } from './partners'

describe('the partner directory', () => {
  it('groups every partner once, in group order', () => {
    expect(partnerDirectory.map((g) => g.title)).toEqual([
      'Joint Venture Partner',
      'Supply Partners',
      'Data Partners',
      'Business Associates',
    ])
    expect(partnerDirectory.flatMap((g) => g.partners).length).toBe(partners.length)
  })
  it('uses the group default when a partner has no description', () => {
    const supply = partnerDirectory.find((g) => g.id === 'supply')!
    expect(supply.partners[0]!.description).toBe(partnerGroups.find((g) => g.id === 'supply')!.defaultDescription)
    const data = partnerDirectory.find((g) => g.id === 'data')!
    expect(data.partners.find((p) => p.name === 'Spire')!.description).toMatch(/Satellite AIS/)
  })
  it('spotlights only partners with their own description', () => {
    expect(partnerSpotlights.length).toBe(partners.filter((p) => 'description' in p && p.description).length)
    expect(partnerSpotlights[0]).toMatchObject({ name: 'Gulf Ethereal Logistics', group: 'Joint Venture Partner' })
  })
})

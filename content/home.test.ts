import { describe, expect, it } from 'vitest'
import { array } from 'yup'
import * as home from './home'
import { partnerGroups } from './partners'
import { tariffRateSchema } from './schemas/tariffRate'
import { tariffMap, tariffRates } from './tariffRates'

describe('home page content', () => {
  it('has the sectors, strategies and capabilities in order', () => {
    expect(home.sectors.map((s) => s.title)).toEqual(['Retailers', 'Manufacturers', 'Logistics Providers'])
    expect(home.strategies.map((s) => s.title)).toEqual([
      'Manufacturing',
      'Retail & E-commerce',
      'Pharmaceutical',
      'Automotive',
    ])
    expect(home.technologies.map((t) => [t.icon, t.complexity])).toEqual([
      ['DatabaseZap', 3],
      ['Globe', 4],
      ['Rocket', 5],
    ])
    expect(home.segments.map((s) => s.icon)).toEqual(['ShoppingCart', 'Factory', 'Truck'])
  })

  it('quotes the published figures verbatim', () => {
    expect(home.tariffBanner.title).toContain('Claim back 100% of tariffs on re-export and triangular trade')
    expect(home.tariffBanner.stats.map((s) => s.figure)).toEqual(['~30%', '$3.9 billion', '100%'])
    expect(home.tariffBanner.stats[1].label).toContain('2023')
    expect(home.networkModes.map((m) => `${m.figure} ${m.figureLabel}`)).toEqual([
      '140+ air carriers',
      '70+ ocean lines',
      '60% of North America',
      '1000s of hubs',
    ])
    expect(home.networkSection.reach.figure).toBe('90+')
  })

  it('shows only partner groups that exist, and each tariff country once', () => {
    const ids: string[] = partnerGroups.map((g) => g.id)
    for (const id of home.partnersSection.groups) expect(ids).toContain(id)
    expect(new Set(tariffRates.map((r) => r.id)).size).toBe(tariffRates.length)
    expect(tariffMap.steps).toHaveLength(6)
    expect(array().of(tariffRateSchema).isValidSync(tariffRates)).toBe(true)
  })
})

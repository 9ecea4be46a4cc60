import { describe, expect, it } from 'vitest'
import { array, type AnySchema } from 'yup'
import * as home from './home'
import { partnerGroups } from './partners'
import { industryCardSchema } from './schemas/industryCard'
import { linkSchema } from './schemas/link'
import { networkModeSchema } from './schemas/networkMode'
import { segmentCardSchema } from './schemas/segmentCard'
import { statSchema } from './schemas/stat'
import { strategySchema } from './schemas/strategy'
import { tariffRateSchema } from './schemas/tariffRate'
import { technologyCardSchema } from './schemas/technologyCard'
import { tariffMap, tariffRates } from './tariffRates'

/** Validates a list and names the entry and field on failure, so a writer sees what to fix. */
function check(name: string, schema: AnySchema, list: readonly unknown[]) {
  list.forEach((entry, i) => {
    try {
      schema.validateSync(entry, { strict: true, abortEarly: false })
    } catch (error) {
      throw new Error(`content/${name}[${i}]: ${(error as Error & { errors?: string[] }).errors?.join('; ') ?? error}`)
    }
  })
}

describe('home page content', () => {
  it('every list matches its schema', () => {
    check('home.ts sectors', industryCardSchema, home.sectors)
    check('home.ts strategies', strategySchema, home.strategies)
    check('home.ts networkModes', networkModeSchema, home.networkModes)
    check('home.ts segments', segmentCardSchema, home.segments)
    check('home.ts technologies', technologyCardSchema, home.technologies)
    check('home.ts hero.highlights', statSchema, home.hero.highlights)
    check('home.ts tariffBanner.stats', statSchema, home.tariffBanner.stats)
    check('tariffRates.ts', tariffRateSchema, tariffRates)
    check('home.ts links', linkSchema, [home.hero.primary, home.hero.secondary, home.hero.scrollHint, home.tariffBanner.cta, home.productsSection.allLink, home.partnersSection.allLink])
  })

  it('has the spec’s sectors, strategies and capabilities in order', () => {
    expect(home.sectors.map((s) => s.title)).toEqual(['Retailers', 'Manufacturers', 'Logistics Providers'])
    expect(home.strategies.map((s) => s.title)).toEqual(['Manufacturing', 'Retail & E-commerce', 'Pharmaceutical', 'Automotive'])
    expect(home.technologies.map((t) => [t.icon, t.complexity])).toEqual([['DatabaseZap', 3], ['Globe', 4], ['Rocket', 5]])
    expect(home.segments.map((s) => s.icon)).toEqual(['ShoppingCart', 'Factory', 'Truck'])
  })

  it('quotes the spec’s figures verbatim', () => {
    expect(home.tariffBanner.title).toContain('Claim back 100% of tariffs on re-export and triangular trade')
    expect(home.tariffBanner.stats.map((s) => s.figure)).toEqual(['~30%', '$3.9 billion', '100%'])
    expect(home.tariffBanner.stats[1].label).toContain('2023')
    expect(home.networkModes.map((m) => `${m.figure} ${m.figureLabel}`)).toEqual(['140+ air carriers', '70+ ocean lines', '60% of North America', '1000s of hubs'])
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

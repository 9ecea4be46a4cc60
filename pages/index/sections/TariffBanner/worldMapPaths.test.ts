import { describe, expect, it } from 'vitest'
import { tariffMap, tariffRates } from '../../../../content/tariffRates'
import { worldMapPaths } from './worldMapPaths'

describe('the build-time world map', () => {
  const countries = worldMapPaths()

  it('draws every country but Antarctica as an SVG path', () => {
    expect(countries.length).toBeGreaterThan(170)
    expect(countries.find((c) => c.name === 'Antarctica')).toBeUndefined()
    for (const c of countries) expect(c.d).toMatch(/^M[\d.,-]+/)
  })

  it('knows every country the tariff data names, and the importer', () => {
    const ids = new Set(countries.map((c) => c.id))
    expect(ids.has(tariffMap.importerId)).toBe(true)
    for (const r of tariffRates) expect(ids.has(r.id), `${r.name} (${r.id}) is not on the map`).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { tariffMap, tariffRates } from '../../content/tariffRates'
import { tariffBanner } from '../../content/home'
import { theme } from '../../renderer/theme'
import { tariffMapFile } from './tariffMapSvg'
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

describe('the tariff map file', () => {
  const { fileName, svg } = tariffMapFile()
  const fills = [...svg.matchAll(/<path d="[^"]+" fill="([^"]+)"\/>/g)].map((m) => m[1])

  it('is one SVG document with a shaded path for every country, named by a hash of its content', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 960 470"/)
    expect(svg).toContain(`<title>${tariffBanner.map.title}</title>`)
    expect(fills).toHaveLength(worldMapPaths().length)
    expect(fileName).toMatch(/^tariff-map\.[0-9a-f]{10}\.svg$/)
  })

  it('paints the importer navy and every other country a colour of the ramp', () => {
    expect(fills.filter((f) => f === theme.colors.navy)).toHaveLength(1)
    for (const f of fills) expect([theme.colors.navy, ...theme.colors.ramp]).toContain(f)
    // The top step of the ramp is used: the 125 % rate is on the map.
    expect(fills).toContain(theme.colors.ramp.at(-1))
  })
})

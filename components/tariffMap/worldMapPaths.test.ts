import { describe, expect, it } from 'vitest'
import { tariffMap, tariffRates } from '../../content/tariffRates'
import { tariffBanner } from '../../content/home'
import { darkColors, lightColors } from '../../renderer/theme'
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
  const fills = [...svg.matchAll(/<path (?:id="importer" )?d="[^"]+" fill="([^"]+)"\/>/g)].map((m) => m[1])

  it('is one SVG document with a shaded path for every country, named by a hash of its content', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 960 470"/)
    expect(svg).toContain(`<title>${tariffBanner.map.title}</title>`)
    expect(fills).toHaveLength(worldMapPaths().length)
    expect(fileName).toMatch(/^tariff-map\.[0-9a-f]{10}\.svg$/)
  })

  it('paints the importer navy and every other country a colour of the ramp', () => {
    expect(fills.filter((f) => f === lightColors.mapImporter)).toHaveLength(1)
    expect(svg).toMatch(new RegExp(`<path id="importer" d="[^"]+" fill="${lightColors.mapImporter}"/>`))
    for (const f of fills) expect([lightColors.mapImporter, ...lightColors.ramp]).toContain(f)
    // The top step of the ramp is used: the 125 % rate is on the map.
    expect(fills).toContain(lightColors.ramp.at(-1))
  })

  it("follows the visitor's dark scheme itself, as the page's key does: the importer light, the borders the sea's", () => {
    const dark = /<style>@media \(prefers-color-scheme:dark\)\{(.*)\}<\/style>/.exec(svg)?.[1]
    expect(dark).toContain(`#importer{fill:${darkColors.mapImporter}}`)
    expect(dark).toContain(`g{stroke:${darkColors.mapSea}}`)
  })
})

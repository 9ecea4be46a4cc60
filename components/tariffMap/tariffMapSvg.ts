import { createHash } from 'node:crypto'
import { tariffBanner } from '../../content/home'
import { tariffMap, tariffRates } from '../../content/tariffRates'
import { darkColors, lightColors } from '../../renderer/theme'
import { rampIndex } from '../islands/MapControls/mapZoom'
import { mapViewBox, worldMapPaths } from './worldMapPaths'

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

let cached: { fileName: string; svg: string } | undefined

/**
 * The tariff map as an SVG file of its own, countries shaded by their rate and the importer in navy.
 * An image cannot read the page's custom properties, but it follows the visitor's scheme itself: under the dark
 * scheme its borders take the dark sea's colour and the importer a light blue, as the page's key does.
 * A file rather than markup inside the page: it is most of the home page's weight (about 30 KB brotli), so the HTML
 * stays small and the map, named by a hash of its content, is cached for a year and only fetched when scrolled near.
 * `scripts/writeTariffMap.ts` writes it to public/assets before every build; the page links to the same name.
 */
export function tariffMapFile(): { fileName: string; svg: string } {
  if (cached) return cached
  const rateById = new Map<string, number>(tariffRates.map((r) => [r.id, r.rate]))
  const paths = worldMapPaths().map((c) => {
    const rate = rateById.get(c.id) ?? tariffMap.baselineRate
    if (c.id === tariffMap.importerId) return `<path id="importer" d="${c.d}" fill="${lightColors.mapImporter}"/>`
    return `<path d="${c.d}" fill="${lightColors.ramp[rampIndex(rate, tariffMap.steps)]}"/>`
  })
  const { width, height } = mapViewBox
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<title>${escapeXml(tariffBanner.map.title)}</title>` +
    `<style>@media (prefers-color-scheme:dark){g{stroke:${darkColors.mapSea}}#importer{fill:${darkColors.mapImporter}}}</style>` +
    `<g stroke="${lightColors.surface}" stroke-width="0.4">${paths.join('')}</g></svg>\n`
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10)
  cached = { fileName: `tariff-map.${hash}.svg`, svg }
  return cached
}

import { geoNaturalEarth1, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json'

export const mapViewBox = { width: 960, height: 470 } as const

export type CountryPath = { id: string; name: string; d: string }

/**
 * Projects world-atlas's 110m countries into SVG path strings. Runs only while pre-rendering:
 * the page component that calls it is server-only, so neither the map data nor d3 reach the browser.
 */
export function worldMapPaths(): CountryPath[] {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
  const world = feature(topology, topology.objects.countries)
  const shown = world.features.filter((f) => f.id !== '010') // Antarctica carries no trade and eats a third of the height.
  const projection = geoNaturalEarth1().fitExtent(
    [
      [4, 4],
      [mapViewBox.width - 4, mapViewBox.height - 4],
    ],
    { type: 'FeatureCollection', features: shown },
  )
  const path = geoPath(projection).digits(1)
  return shown.map((f) => ({ id: String(f.id ?? ''), name: f.properties.name, d: path(f) ?? '' })).filter((c) => c.d)
}

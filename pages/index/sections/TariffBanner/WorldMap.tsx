import { tariffMap, tariffRates } from '../../../../content/tariffRates'
import { theme } from '../../../../renderer/theme'
import { rampIndex } from './mapZoom'
import { mapViewBox, worldMapPaths } from './worldMapPaths'

const rateById = new Map<string, number>(tariffRates.map((r) => [r.id, r.rate]))

/** The world map as static SVG, countries shaded by tariff rate. Server-rendered only. */
export function WorldMap({ label, importerLabel }: { label: string; importerLabel: string }) {
  const countries = worldMapPaths()
  return (
    <svg viewBox={`0 0 ${mapViewBox.width} ${mapViewBox.height}`} width="100%" height="100%" preserveAspectRatio="xMidYMid meet" role="img" aria-label={label}>
      {countries.map((c) => {
        const importer = c.id === tariffMap.importerId
        const rate = rateById.get(c.id) ?? tariffMap.baselineRate
        const fill = importer ? theme.colors.navy : theme.colors.ramp[rampIndex(rate, tariffMap.steps)]
        return (
          <path key={`${c.id}-${c.name}`} d={c.d} fill={fill} stroke={theme.colors.surface} strokeWidth={0.4}>
            <title>{importer ? `${c.name}: ${importerLabel}` : `${c.name}: ${rate}%`}</title>
          </path>
        )
      })}
    </svg>
  )
}

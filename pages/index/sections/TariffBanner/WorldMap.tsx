import { tariffBanner } from '../../../../content/home'
import { tariffMapFile } from '../../../../components/tariffMap/tariffMapSvg'
import { mapViewBox } from '../../../../components/tariffMap/worldMapPaths'

/** The tariff map: an image of the build-time SVG (see tariffMapFile), loaded as it nears the screen. Server-rendered only. */
export function WorldMap() {
  const { title } = tariffBanner.map
  return (
    <img
      src={`/assets/${tariffMapFile().fileName}`}
      alt={title}
      width={mapViewBox.width}
      height={mapViewBox.height}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  )
}

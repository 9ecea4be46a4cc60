import { tariffBanner } from '../../../../content/home'
import { tariffMap } from '../../../../content/tariffRates'
import { island } from '../../../../components/Island'
import { Button } from '../../../../components/Button'
import { Container } from '../../../../components/Section'
import { theme } from '../../../../renderer/theme'
import MapControls from '../../../../components/islands/MapControls/MapControls'
import { Band, Canvas, Caption, Copy, Figure, Legend, LegendBar, LegendSwatch, MapTop, Stat, Stats, Viewport } from './TariffBanner.styles'
import { WorldMap } from './WorldMap'

const MapControlsIsland = island('MapControls', MapControls)
const ids = { viewport: 'tariff-map-viewport', canvas: 'tariff-map-canvas' }

export function TariffBanner() {
  const { map } = tariffBanner
  return (
    <Band aria-labelledby="tariff-title">
      <Container $space="roomy">
        <Copy>
          <p className="eyebrow">{tariffBanner.eyebrow}</p>
          <h2 id="tariff-title">{tariffBanner.title}</h2>
          <p className="lead">{tariffBanner.lead}</p>
        </Copy>
        <Stats>
          {tariffBanner.stats.map((s) => (
            <Stat key={s.figure}>
              <strong>{s.figure}</strong>
              <span>{s.label}</span>
            </Stat>
          ))}
        </Stats>
        <Figure aria-labelledby="tariff-map-title">
          <MapTop>
            <h3 id="tariff-map-title">{map.title}</h3>
            <MapControlsIsland viewportId={ids.viewport} canvasId={ids.canvas} labels={map.controls} />
          </MapTop>
          <Viewport id={ids.viewport} tabIndex={0} aria-label={map.viewportLabel}>
            <Canvas id={ids.canvas}>
              <WorldMap />
            </Canvas>
          </Viewport>
          <Legend>
            <span>{map.legendLabel}</span>
            <span className="scale">
              <span>{map.legendMin}</span>
              <LegendBar aria-hidden>
                {theme.colors.ramp.map((c, i) => <LegendSwatch key={c} $color={c} title={`up to ${tariffMap.steps[i]}%`} />)}
              </LegendBar>
              <span>{map.legendMax}</span>
            </span>
            <span className="importer"><LegendSwatch $color={theme.colors.navy} aria-hidden /> {map.importerLabel}</span>
          </Legend>
          <Caption>{map.caption}</Caption>
        </Figure>
        <Button href={tariffBanner.cta.href} $variant="accent" $size="large">{tariffBanner.cta.label}</Button>
      </Container>
    </Band>
  )
}

import { styled } from 'styled-components'
import { tariffBanner } from '../../../../content/home'
import { tariffMap } from '../../../../content/tariffRates'
import { island } from '../../../../components/Island'
import { Button } from '../../../../components/Button'
import { media, theme } from '../../../../renderer/theme'
import MapControls from '../../../../components/islands/MapControls/MapControls'
import { WorldMap } from './WorldMap'
import { StatList } from '../StatList'
import { DarkBand } from '../HomeSection'
import { columns, wrapRow } from '../../../../components/layout'
import { capsLabel } from '../../../../components/capsLabel'

const MapControlsIsland = island('MapControls', MapControls)
const ids = { viewport: 'tariff-map-viewport', canvas: 'tariff-map-canvas' }

export function TariffBanner() {
  const { map } = tariffBanner
  return (
    <Band aria-labelledby="tariff-title">
      <Copy>
        <p className="eyebrow">{tariffBanner.eyebrow}</p>
        <h2 id="tariff-title">{tariffBanner.title}</h2>
        <p className="lead">{tariffBanner.lead}</p>
      </Copy>
      <Stats stats={tariffBanner.stats} />
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
              {theme.colors.ramp.map((c, i) => (
                <LegendSwatch key={c} $color={c} title={`up to ${tariffMap.steps[i]}%`} data-keeps-colour />
              ))}
            </LegendBar>
            <span>{map.legendMax}</span>
          </span>
          <span className="importer">
            <LegendSwatch $color={theme.colors.mapImporter} aria-hidden data-keeps-colour /> {map.importerLabel}
          </span>
        </Legend>
        <Caption>{map.caption}</Caption>
      </Figure>
      <Button href={tariffBanner.cta.href} $variant="accent" $size="large">
        {tariffBanner.cta.label}
      </Button>
    </Band>
  )
}

const Band = styled(DarkBand)`
  background: linear-gradient(180deg, ${(p) => p.theme.colors.navyDeep}, ${(p) => p.theme.colors.navy});
`

const Copy = styled.div`
  max-width: 48rem;
  .eyebrow {
    margin: 0 0 ${(p) => p.theme.space[3]};
    color: ${(p) => p.theme.colors.accent};
    ${capsLabel('sm', 'wide')}
  }
`

const Stats = styled(StatList)`
  ${columns('md', 'repeat(3, minmax(0, 1fr))', 4)}
  margin: ${(p) => p.theme.space[8]} 0;
  li {
    display: flex;
    flex-direction: column;
    padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[6]};
    border: 1px solid ${(p) => p.theme.colors.onDarkRule};
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.onDarkWash};
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes['4xl']};
    line-height: 1.1;
    color: ${(p) => p.theme.colors.accent};
  }
  span {
    color: ${(p) => p.theme.colors.onDarkMuted};
  }
`

const Figure = styled.figure`
  margin: 0 0 ${(p) => p.theme.space[8]};
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.lg};
  ${media.md} {
    padding: ${(p) => p.theme.space[6]};
  }
`

const MapTop = styled.div`
  ${wrapRow(3)}
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${(p) => p.theme.space[4]};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`

const Viewport = styled.section`
  height: ${(p) => p.theme.sizes.mapHeight};
  overflow: auto;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.mapSea};
  cursor: grab;
  overscroll-behavior: contain;
  &[data-dragging] {
    cursor: grabbing;
    user-select: none;
  }
`

const Canvas = styled.div`
  width: 100%;
  height: 100%;
  img {
    display: block;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: contain;
  }
`

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  margin-top: ${(p) => p.theme.space[4]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.muted};
  > span:first-child {
    font-weight: 650;
    color: ${(p) => p.theme.colors.ink};
  }
  /* On a zoomed-in phone the scale's swatches narrow (8vw is 28 px from 350 px up), and its far end goes under the
     rest rather than off the screen. */
  .scale {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    white-space: nowrap;
  }
  .importer {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    margin-left: auto;
  }
`

const LegendBar = styled.span`
  display: inline-flex;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radii.pill};
`

const LegendSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: min(28px, 8vw);
  height: 12px;
  background: ${(p) => p.$color};
  .importer & {
    width: 14px;
    height: 14px;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`

const Caption = styled.figcaption`
  margin-top: ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.subtle};
`

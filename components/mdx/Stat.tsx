import { styled } from 'styled-components'

/** A statistic tile: `<Stat value="3000+" label="Truckers connected" />`. Put several inside `<StatGrid>`. */
export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Tile>
      <Value>{value}</Value>
      <Label>{label}</Label>
    </Tile>
  )
}

export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11.25rem), 1fr));
  gap: ${(p) => p.theme.space[4]};
  margin: ${(p) => p.theme.space[6]} 0;
`

const Tile = styled.div`
  padding: ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.navyDeep};
  color: ${(p) => p.theme.colors.onDark};
  text-align: center;
`
const Value = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes['4xl']};
  font-weight: 800;
  color: ${(p) => p.theme.colors.accent};
  line-height: 1.1;
`
const Label = styled.p`
  margin: ${(p) => p.theme.space[2]} 0 0;
  color: ${(p) => p.theme.colors.onDarkMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`

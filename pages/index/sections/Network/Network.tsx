import { styled } from 'styled-components'
import { networkModes, networkSection } from '../../../../content/home'
import { HomeSection } from '../HomeSection'
import { IconCardGrid } from '../IconCardGrid'

export function Network() {
  return (
    <HomeSection header={networkSection} titleId="network-title" tone="alt">
      <IconCardGrid cards={networkModes} cols={4}>
        {(m) => (
          <>
            <Figure>
              <strong>{m.figure}</strong> {m.figureLabel}
            </Figure>
            <p>{m.desc}</p>
          </>
        )}
      </IconCardGrid>
      <Reach>
        <strong>{networkSection.reach.figure}</strong> {networkSection.reach.label}
      </Reach>
    </HomeSection>
  )
}

const Figure = styled.p`
  && {
    margin: 0 0 ${(p) => p.theme.space[3]};
    color: ${(p) => p.theme.colors.ink};
    font-weight: 600;
  }
  strong {
    display: block;
    font-size: ${(p) => p.theme.fontSizes['4xl']};
    line-height: 1.1;
    color: ${(p) => p.theme.colors.primary};
  }
`

const Reach = styled.p`
  margin: ${(p) => p.theme.space[10]} auto 0;
  max-width: 40rem;
  padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.navy};
  box-shadow: inset 0 0 0 1px ${(p) => p.theme.colors.navyEdge};
  color: ${(p) => p.theme.colors.onDarkMuted};
  text-align: center;
  strong {
    color: ${(p) => p.theme.colors.accent};
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
`

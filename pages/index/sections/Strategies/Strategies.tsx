import { styled } from 'styled-components'
import { sectors, strategies, strategiesSection } from '../../../../content/home'
import { HomeSection } from '../HomeSection'
import { IconCardGrid, PointList } from '../IconCardGrid'

export function Strategies() {
  return (
    <HomeSection header={strategiesSection} titleId="strategies-title">
      <Subheading>{strategiesSection.sectorsTitle}</Subheading>
      <IconCardGrid cards={sectors} cols={3} heading="h4">
        {(s) => <PointList points={s.points} />}
      </IconCardGrid>
      <Subheading>{strategiesSection.strategiesTitle}</Subheading>
      <IconCardGrid cards={strategies} cols={4} heading="h4" badge="accent">
        {(s) => <p>{s.desc}</p>}
      </IconCardGrid>
    </HomeSection>
  )
}

const Subheading = styled.h3`
  margin: ${(p) => p.theme.space[12]} 0 ${(p) => p.theme.space[6]};
  font-size: ${(p) => p.theme.fontSizes['2xl']};
  &:first-of-type {
    margin-top: 0;
  }
`

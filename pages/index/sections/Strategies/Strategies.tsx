import { styled } from 'styled-components'
import { sectors, strategies, strategiesSection } from '../../../../content/home'
import { CardGrid } from '../../../../components/cards/CardGrid'
import { HomeSection } from '../HomeSection'
import { IconCard, PointCardGrid } from '../IconCard'

export function Strategies() {
  return (
    <HomeSection header={strategiesSection} titleId="strategies-title">
      <Subheading>{strategiesSection.sectorsTitle}</Subheading>
      <PointCardGrid cards={sectors} heading="h4" />
      <Subheading>{strategiesSection.strategiesTitle}</Subheading>
      <CardGrid $cols={4}>
        {strategies.map((s) => (
          <IconCard key={s.title} icon={s.icon} title={s.title} heading="h4" tone="accent">
            <p>{s.desc}</p>
          </IconCard>
        ))}
      </CardGrid>
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

import { styled } from 'styled-components'
import { techStackSection, technologies } from '../../../../content/home'
import { CardGrid } from '../../../../components/cards/CardGrid'
import { HomeSection } from '../HomeSection'
import { IconCard, PointList } from '../IconCard'
import { ComplexityScale } from './ComplexityScale'

export function TechStack() {
  return (
    <HomeSection header={techStackSection} titleId="tech-stack-title" tone="alt">
      <CardGrid $cols={3}>
        {technologies.map((t) => (
          <IconCard key={t.title} icon={t.icon} title={t.title}>
            <p>{t.desc}</p>
            <Details points={t.details} />
            <ComplexityScale label={techStackSection.complexityLabel} value={t.complexity} />
          </IconCard>
        ))}
      </CardGrid>
    </HomeSection>
  )
}

const Details = styled(PointList)`
  margin: ${(p) => p.theme.space[5]} 0;
`

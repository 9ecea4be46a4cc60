import { styled } from 'styled-components'
import { techStackSection, technologies } from '../../../../content/home'
import { HomeSection } from '../HomeSection'
import { IconCardGrid, PointList } from '../IconCardGrid'
import { ComplexityScale } from './ComplexityScale'

export function TechStack() {
  return (
    <HomeSection header={techStackSection} titleId="tech-stack-title" tone="alt">
      <IconCardGrid cards={technologies} cols={3}>
        {(t) => (
          <>
            <p>{t.desc}</p>
            <Details points={t.details} />
            <ComplexityScale label={techStackSection.complexityLabel} value={t.complexity} />
          </>
        )}
      </IconCardGrid>
    </HomeSection>
  )
}

const Details = styled(PointList)`
  margin: ${(p) => p.theme.space[5]} 0;
`

import { styled } from 'styled-components'
import { techStackSection, technologies } from '../../../../content/home'
import { Card, CardGrid, IconBadge, Points } from '../../../../components/cards/Cards'
import { Section } from '../../../../components/Section'
import { SectionHeader } from '../../../../components/SectionHeader'
import { homeIcons } from '../icons'
import { ComplexityScale } from './ComplexityScale'

export function TechStack() {
  return (
    <Section id={techStackSection.id} tone="alt" space="roomy" aria-labelledby="tech-stack-title">
      <SectionHeader
        id="tech-stack-title"
        eyebrow={techStackSection.eyebrow}
        title={techStackSection.title}
        intro={techStackSection.intro}
      />
      <CardGrid $cols={3}>
        {technologies.map((t) => {
          const Icon = homeIcons[t.icon]
          return (
            <Card key={t.title}>
              <IconBadge>
                <Icon size={24} aria-hidden />
              </IconBadge>
              <h3>{t.title}</h3>
              <p>{t.desc}</p>
              <Details>
                {t.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </Details>
              <ComplexityScale label={techStackSection.complexityLabel} value={t.complexity} />
            </Card>
          )
        })}
      </CardGrid>
    </Section>
  )
}

const Details = styled(Points)`
  margin: ${(p) => p.theme.space[5]} 0;
`

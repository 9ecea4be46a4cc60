import { styled } from 'styled-components'
import { sectors, strategies, strategiesSection } from '../../../../content/home'
import { Card, CardGrid, IconBadge, Points } from '../../../../components/cards/Cards'
import { Section } from '../../../../components/Section'
import { SectionHeader } from '../../../../components/SectionHeader'
import { homeIcons } from '../icons'

export function Strategies() {
  return (
    <Section id={strategiesSection.id} space="roomy" aria-labelledby="strategies-title">
      <SectionHeader
        id="strategies-title"
        eyebrow={strategiesSection.eyebrow}
        title={strategiesSection.title}
        intro={strategiesSection.intro}
      />
      <Subheading>{strategiesSection.sectorsTitle}</Subheading>
      <CardGrid $cols={3}>
        {sectors.map((s) => {
          const Icon = homeIcons[s.icon]
          return (
            <Card key={s.title}>
              <IconBadge>
                <Icon size={24} aria-hidden />
              </IconBadge>
              <h4>{s.title}</h4>
              <Points>
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </Points>
            </Card>
          )
        })}
      </CardGrid>
      <Subheading>{strategiesSection.strategiesTitle}</Subheading>
      <CardGrid $cols={4}>
        {strategies.map((s) => {
          const Icon = homeIcons[s.icon]
          return (
            <Card key={s.title}>
              <IconBadge $tone="accent">
                <Icon size={24} aria-hidden />
              </IconBadge>
              <h4>{s.title}</h4>
              <p>{s.desc}</p>
            </Card>
          )
        })}
      </CardGrid>
    </Section>
  )
}

const Subheading = styled.h3`
  margin: ${(p) => p.theme.space[12]} 0 ${(p) => p.theme.space[6]};
  font-size: ${(p) => p.theme.fontSizes['2xl']};
  &:first-of-type {
    margin-top: 0;
  }
`

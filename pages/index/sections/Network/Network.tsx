import { styled } from 'styled-components'
import { networkModes, networkSection } from '../../../../content/home'
import { Card, CardGrid, IconBadge } from '../../../../components/cards/Cards'
import { Section } from '../../../../components/Section'
import { SectionHeader } from '../../../../components/SectionHeader'
import { homeIcons } from '../icons'

export function Network() {
  return (
    <Section id={networkSection.id} tone="alt" space="roomy" aria-labelledby="network-title">
      <SectionHeader
        id="network-title"
        eyebrow={networkSection.eyebrow}
        title={networkSection.title}
        intro={networkSection.intro}
      />
      <CardGrid $cols={4}>
        {networkModes.map((m) => {
          const Icon = homeIcons[m.icon]
          return (
            <Card key={m.title}>
              <IconBadge>
                <Icon size={24} aria-hidden />
              </IconBadge>
              <h3>{m.title}</h3>
              <Figure>
                <strong>{m.figure}</strong> {m.figureLabel}
              </Figure>
              <p>{m.desc}</p>
            </Card>
          )
        })}
      </CardGrid>
      <Reach>
        <strong>{networkSection.reach.figure}</strong> {networkSection.reach.label}
      </Reach>
    </Section>
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
  color: ${(p) => p.theme.colors.onDarkMuted};
  text-align: center;
  strong {
    color: ${(p) => p.theme.colors.accent};
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
`

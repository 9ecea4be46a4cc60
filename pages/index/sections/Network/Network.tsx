import { networkModes, networkSection } from '../../../../content/home'
import { Card, CardGrid, IconBadge } from '../../../../components/cards/Cards'
import { Section } from '../../../../components/Section'
import { SectionHeader } from '../../../../components/SectionHeader'
import { homeIcons } from '../icons'
import { Figure, Reach } from './Network.styles'

export function Network() {
  return (
    <Section id={networkSection.id} tone="alt" space="roomy" aria-labelledby="network-title">
      <SectionHeader id="network-title" eyebrow={networkSection.eyebrow} title={networkSection.title} intro={networkSection.intro} />
      <CardGrid $cols={4}>
        {networkModes.map((m) => {
          const Icon = homeIcons[m.icon]
          return (
            <Card key={m.title}>
              <IconBadge><Icon size={24} aria-hidden /></IconBadge>
              <h3>{m.title}</h3>
              <Figure><strong>{m.figure}</strong> {m.figureLabel}</Figure>
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

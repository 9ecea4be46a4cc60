import { segments, segmentsSection } from '../../../../content/home'
import { Card, CardGrid, IconBadge, Points } from '../../../../components/cards/Cards'
import { Section } from '../../../../components/Section'
import { SectionHeader } from '../../../../components/SectionHeader'
import { homeIcons } from '../icons'

export function Segments() {
  return (
    <Section space="roomy" aria-labelledby="segments-title">
      <SectionHeader
        id="segments-title"
        eyebrow={segmentsSection.eyebrow}
        title={segmentsSection.title}
        intro={segmentsSection.intro}
      />
      <CardGrid $cols={3}>
        {segments.map((s) => {
          const Icon = homeIcons[s.icon]
          return (
            <Card key={s.title}>
              <IconBadge $tone="accent">
                <Icon size={24} aria-hidden />
              </IconBadge>
              <h3>{s.title}</h3>
              <Points>
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </Points>
            </Card>
          )
        })}
      </CardGrid>
    </Section>
  )
}

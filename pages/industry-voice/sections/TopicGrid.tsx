import {
  ArrowRight,
  CalendarRange,
  Leaf,
  PackageCheck,
  Receipt,
  Route,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react'
import { styled } from 'styled-components'
import { CardGrid } from '../../../components/cards/CardGrid'
import { LinkCard } from '../../../components/cards/LinkCard'
import { Section } from '../../../components/Section'
import { SectionIntro } from '../../../components/SectionHeader'
import { industryTopics } from '../../../content/industryTopics'
import { industryVoice } from '../../../content/industryVoice'
import { countFor } from '../../../content/testimonialsByTopic'

const icons: Record<string, LucideIcon> = {
  'shipment-planning': CalendarRange,
  'freight-booking': PackageCheck,
  'multileg-shipments': Route,
  regulatory: ShieldCheck,
  'invoicing-audit': Receipt,
  sustainability: Leaf,
}

/** 'Explore by Topic': one card per topic with its testimonial count, computed from the data. */
export function TopicGrid() {
  return (
    <Section tone="alt" id="topics" aria-labelledby="topics-heading">
      <SectionIntro>
        <h2 id="topics-heading">{industryVoice.topics.heading}</h2>
        <p>{industryVoice.topics.lead}</p>
      </SectionIntro>
      <Grid>
        {industryTopics.map((topic) => {
          const Icon = icons[topic.slug] ?? ArrowRight
          const n = countFor(topic.slug)
          return (
            <li key={topic.slug}>
              <TopicCard href={`/industry-voice/${topic.slug}`}>
                <Icon aria-hidden="true" size={28} />
                <h3>{topic.name}</h3>
                <p>{topic.description}</p>
                <Count>
                  {n} {n === 1 ? 'testimonial' : 'testimonials'} <ArrowRight aria-hidden="true" size={16} />
                </Count>
              </TopicCard>
            </li>
          )
        })}
      </Grid>
    </Section>
  )
}

const Grid = styled(CardGrid).attrs({ $cols: { sm: 2, md: 3 }, $gap: 5 } as const)``

/** On the band's grey, the topic cards lie flat until the pointer comes. */
const TopicCard = styled(LinkCard)`
  box-shadow: none;
  svg:first-child {
    color: ${(p) => p.theme.colors.primary};
    margin-bottom: ${(p) => p.theme.space[3]};
  }
`

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  font-weight: 700;
  color: ${(p) => p.theme.colors.primaryDark};
`

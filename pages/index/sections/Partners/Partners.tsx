import { ArrowRight } from 'lucide-react'
import { partnersSection } from '../../../../content/home'
import { partnerGroups, partners } from '../../../../content/partners'
import { Button } from '../../../../components/Button'
import { Section } from '../../../../components/Section'
import { SectionHeader } from '../../../../components/SectionHeader'
import { logoSize } from './logoSize'
import { Group, GroupTitle, Logo, Logos, More } from './Partners.styles'

const shownGroups = partnerGroups.filter((g) => (partnersSection.groups as readonly string[]).includes(g.id))

export function Partners() {
  return (
    <Section id={partnersSection.id} space="roomy" aria-labelledby="partners-title">
      <SectionHeader id="partners-title" eyebrow={partnersSection.eyebrow} title={partnersSection.title} intro={partnersSection.intro} />
      {shownGroups.map((g) => {
        const members = partners.filter((p) => p.group === g.id)
        return (
          <Group key={g.id} aria-labelledby={`partners-${g.id}`}>
            <GroupTitle id={`partners-${g.id}`}>{g.title}</GroupTitle>
            <Logos>
              {members.map((p) => (
                <li key={p.name}>
                  <Logo href={p.url} target="_blank" rel="noopener noreferrer" title={p.name}>
                    <img src={p.logo} alt={p.name} {...logoSize(p.logo)} loading="lazy" />
                  </Logo>
                </li>
              ))}
            </Logos>
          </Group>
        )
      })}
      <More>
        <Button href={partnersSection.allLink.href} $variant="outline" $size="large">
          {partnersSection.allLink.label} <ArrowRight size={18} aria-hidden />
        </Button>
      </More>
    </Section>
  )
}

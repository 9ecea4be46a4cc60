import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { CardGrid } from '../../components/cards/CardGrid'
import { LinkCard } from '../../components/cards/LinkCard'
import { Hero } from '../../components/mdx/Hero'
import { IconBadge } from '../../components/IconBadge'
import { Icon, type IconName } from '../../components/mdx/Icon'
import { PersonCard } from '../../components/mdx/PersonCard'
import { aboutIndex } from '../../content/aboutIndex'
import { aboutSections } from '../../content/aboutSections'
import { peopleIn } from '../../content/people'
import { aboutCount } from './aboutCount'
import { arrowLink } from '../../components/cards/arrowLink'

/** /about: a card per About category with its item count, and a preview of three leaders. */
export default function Page() {
  return (
    <>
      <Hero eyebrow="About" title={aboutIndex.title} lead={aboutIndex.lead} />
      <Wrap>
        <Cards>
          {aboutSections.map((s) => (
            <li key={s.slug}>
              <LinkCard href={`/about/${s.slug}`}>
                <IconBadge>
                  <Icon name={s.icon as IconName} />
                </IconBadge>
                <h2>{s.title}</h2>
                <p>{s.description}</p>
                <Count>{aboutIndex.itemLabel(aboutCount(s.slug))}</Count>
              </LinkCard>
            </li>
          ))}
        </Cards>
        <section aria-labelledby="leadership-preview">
          <h2 id="leadership-preview">{aboutIndex.leadershipTitle}</h2>
          <People>
            {peopleIn('core')
              .slice(0, 3)
              .map((p) => (
                <li key={p.name}>
                  <PersonCard name={p.name} title={p.title} />
                </li>
              ))}
          </People>
          <More href="/about/leadership-team">
            {aboutIndex.leadershipLink} <ArrowRight size={16} aria-hidden="true" />
          </More>
        </section>
      </Wrap>
    </>
  )
}

const Wrap = styled.div`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[16]};
`
const Cards = styled(CardGrid).attrs({ $min: '18.75rem', $fill: true, $gap: 5 } as const)`
  margin-bottom: ${(p) => p.theme.space[16]};
`
const Count = styled.span`
  align-self: flex-start;
  padding: ${(p) => `${p.theme.space[1]} ${p.theme.space[3]}`};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceSunken};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.ink};
`
const People = styled(CardGrid).attrs({ $min: '16.25rem', $gap: 5 } as const)`
  margin: ${(p) => p.theme.space[6]} 0;
`
const More = styled.a`
  ${arrowLink}
  text-decoration: none;
`

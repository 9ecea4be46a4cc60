import { styled } from 'styled-components'
import { below } from '../../../renderer/theme'
import { CardGrid } from '../../cards/CardGrid'
import { PartnerBlurb } from '../PartnerBlurb'
import { partnersPage } from '../../../content/partnersPage'
import { logoPlateInForcedColors } from '../../mediaStyles'
import { arrowLink } from '../../cards/arrowLink'

type PartnerCardView = { name: string; logo: string; url: string; description: string }
export type PartnerGroupView = { id: string; title: string; tab: string; partners: PartnerCardView[] }

/** One group's heading, its partner count and the cards (logo, name, description, 'Visit website'). */
export function PartnerSection({ group }: { group: PartnerGroupView }) {
  return (
    <Section aria-labelledby={`partners-${group.id}`}>
      <Heading>
        <h2 id={`partners-${group.id}`}>{group.title}</h2>
        <span>{partnersPage.countText(group.partners.length)}</span>
      </Heading>
      <Grid>
        {group.partners.map((p) => (
          <Card key={p.name}>
            <img src={p.logo} alt="" width={240} height={96} loading="lazy" decoding="async" />
            <PartnerBlurb partner={p} />
          </Card>
        ))}
      </Grid>
    </Section>
  )
}

const Section = styled.section`
  & + & {
    margin-top: ${(p) => p.theme.space[12]};
  }
`

const Heading = styled.div`
  display: flex;
  align-items: baseline;
  /* On a zoomed-in phone the count goes under the heading: beside it, it ran off the screen. */
  ${below.xxs} {
    flex-wrap: wrap;
  }
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[5]};
  padding-bottom: ${(p) => p.theme.space[3]};
  border-bottom: 1px solid ${(p) => p.theme.colors.line};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes['2xl']};
  }
  span {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    white-space: nowrap;
  }
`

const Grid = styled(CardGrid).attrs({ $cols: { sm: 2, md: 3, lg: 5 }, $gap: 5 } as const)``

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  transition: box-shadow ${(p) => p.theme.motion.base};
  &:hover {
    box-shadow: ${(p) => p.theme.shadows.md};
  }
  img {
    width: 100%;
    height: auto;
    margin-bottom: ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radii.plate};
    background: ${(p) => p.theme.colors.logoGround};
    ${logoPlateInForcedColors}
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    flex: 1;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.muted};
  }
  a {
    ${arrowLink}
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`

import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { media } from '../../../renderer/theme'
import { Section } from '../../../components/Section'
import { SectionIntro } from '../../../components/SectionHeader'
import { industryVoice } from '../../../content/industryVoice'
import type { Testimonial } from '../../../content/schemas/testimonial'
import { Portrait } from '../Portrait'

export function FeaturedExperts({ experts }: { experts: readonly Testimonial[] }) {
  const { heading, lead, linkText, href } = industryVoice.experts
  return (
    <Section aria-labelledby="experts-heading">
      <SectionIntro>
        <h2 id="experts-heading">{heading}</h2>
        <p>{lead}</p>
      </SectionIntro>
      <Grid>
        {experts.map((e) => (
          <li key={e.name}>
            <Portrait image={e.image} size={112} />
            <h3>{e.name}</h3>
            <p>{e.title}</p>
          </li>
        ))}
      </Grid>
      <More>
        <a href={href}>
          {linkText} <ArrowRight aria-hidden="true" size={18} />
        </a>
      </More>
    </Section>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space[6]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    text-align: center;
    padding: ${(p) => p.theme.space[6]} ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  img,
  li > span {
    margin-inline: auto;
    display: block;
    margin-bottom: ${(p) => p.theme.space[4]};
    box-shadow:
      0 0 0 4px ${(p) => p.theme.colors.surface},
      0 0 0 6px ${(p) => p.theme.colors.primarySoft};
  }
  li > span {
    display: grid;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.lg};
    margin-bottom: ${(p) => p.theme.space[1]};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.muted};
  }
`

const More = styled.p`
  text-align: center;
  margin: ${(p) => p.theme.space[8]} 0 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    font-weight: 600;
  }
`

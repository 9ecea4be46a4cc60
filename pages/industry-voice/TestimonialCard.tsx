import { Quote } from 'lucide-react'
import { styled } from 'styled-components'
import { cardSurface } from '../../components/cards/cardSurface'
import type { Testimonial } from '../../content/schemas/testimonial'
import { Portrait } from './Portrait'

/** One quote with the person's photo (or placeholder icon), name and title; the category label is left out on a topic's own page. */
export function TestimonialCard({
  testimonial,
  lazy = true,
  showCategory = true,
}: {
  testimonial: Testimonial
  lazy?: boolean
  showCategory?: boolean
}) {
  const { name, title, category, quote, image } = testimonial
  return (
    <Card>
      {showCategory && <Category>{category}</Category>}
      <Quote aria-hidden="true" size={28} />
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <Person>
        <Portrait image={image} lazy={lazy} />
        <div>
          <Name>{name}</Name>
          <Role>{title}</Role>
        </div>
      </Person>
    </Card>
  )
}

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: ${(p) => p.theme.space[6]};
  ${cardSurface}
  > svg {
    color: ${(p) => p.theme.colors.accentDark};
  }
  blockquote {
    margin: 0;
    flex: 1;
  }
  blockquote p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    color: ${(p) => p.theme.colors.ink};
  }
`

const Category = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.primaryDark};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
`

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  padding-top: ${(p) => p.theme.space[4]};
  border-top: 1px solid ${(p) => p.theme.colors.line};
  > div {
    min-width: 0; /* a long word of the role breaks beside the avatar instead of widening the card */
  }
`

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${(p) => p.theme.colors.ink};
`

const Role = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.muted};
`

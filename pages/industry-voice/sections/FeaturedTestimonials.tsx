import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { Section } from '../../../components/Section'
import { SectionIntro } from '../../../components/SectionHeader'
import { Button } from '../../../components/Button'
import { industryVoice } from '../../../content/industryVoice'
import type { Testimonial } from '../../../content/schemas/testimonial'
import { TestimonialCard } from '../TestimonialCard'
import { TestimonialGrid } from '../TestimonialGrid'

export function FeaturedTestimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { heading, linkText, href } = industryVoice.featured
  return (
    <Section aria-labelledby="featured-heading">
      <SectionIntro>
        <h2 id="featured-heading">{heading}</h2>
      </SectionIntro>
      <TestimonialGrid>
        {testimonials.map((t) => (
          <TestimonialCard key={t.name} testimonial={t} />
        ))}
      </TestimonialGrid>
      <More>
        <Button href={href} $variant="outline">
          {linkText} <ArrowRight aria-hidden="true" size={18} />
        </Button>
      </More>
    </Section>
  )
}

const More = styled.p`
  text-align: center;
  margin: ${(p) => p.theme.space[10]} 0 0;
`

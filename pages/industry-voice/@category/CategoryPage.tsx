import { House, LayoutGrid } from 'lucide-react'
import { styled } from 'styled-components'
import { below } from '../../../renderer/theme'
import { Section } from '../../../components/Section'
import { PageHero } from '../../../components/PageHero'
import { industryVoice } from '../../../content/industryVoice'
import type { Testimonial } from '../../../content/schemas/testimonial'
import { topicPages } from '../../../content/testimonialsByTopic'
import { TestimonialCard } from '../TestimonialCard'
import { TestimonialGrid } from '../TestimonialGrid'
import { FloatingLinks } from '../../../components/longform/FloatingNav'
import { chosenInForcedColors } from '../../../components/mediaStyles'

type Props = { slug: string; title: string; testimonials: readonly Testimonial[] }

/** One topic's quotes (every quote for 'all'), or 'No testimonials found' with a link back. */
export function CategoryPage({ slug, title, testimonials }: Props) {
  const { emptyText, emptyLinkText, backHome, allCategories, allCategoriesHref } = industryVoice.category
  const n = testimonials.length
  return (
    <>
      <FloatingLinks label={industryVoice.category.linksLabel}>
        <a href="/">
          <House aria-hidden="true" size={18} /> {backHome}
        </a>
        <a href={allCategoriesHref}>
          <LayoutGrid aria-hidden="true" size={18} /> {allCategories}
        </a>
      </FloatingLinks>
      <PageHero
        crumbs={[
          { name: industryVoice.title, href: '/industry-voice' },
          { name: title, href: `/industry-voice/${slug}` },
        ]}
        eyebrow={industryVoice.title}
        heading={title}
        lead={`${n} ${n === 1 ? 'testimonial' : 'testimonials'} from the people who work on it every day.`}
      />
      <Section>
        <Topics aria-label={industryVoice.category.topicsLabel}>
          {topicPages.map((p) => (
            <a key={p.slug} href={`/industry-voice/${p.slug}`} aria-current={p.slug === slug ? 'page' : undefined}>
              {p.title}
            </a>
          ))}
        </Topics>
        {n > 0 ? (
          <TestimonialGrid>
            {testimonials.map((t, i) => (
              <TestimonialCard key={t.name} testimonial={t} lazy={i > 1} showCategory={slug === 'all'} />
            ))}
          </TestimonialGrid>
        ) : (
          <Empty>
            <p>{emptyText}</p>
            <a href={allCategoriesHref}>{emptyLinkText}</a>
          </Empty>
        )}
      </Section>
    </>
  )
}

const Topics = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  margin-bottom: ${(p) => p.theme.space[8]};
  a {
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radii.pill};
    border: 1px solid ${(p) => p.theme.colors.line};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  /* On phones the topics scroll sideways instead of stacking seven rows. */
  ${below.md} {
    flex-wrap: nowrap;
    overflow-x: auto;
    margin-inline: -${(p) => p.theme.space[5]};
    padding: 0 ${(p) => p.theme.space[5]} ${(p) => p.theme.space[2]};
    /* A topic that keyboard focus scrolls into the row stops clear of its edge, focus ring and all. */
    scroll-padding-inline: ${(p) => p.theme.space[5]};
    a {
      flex: none;
    }
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    ${chosenInForcedColors}
  }
`

const Empty = styled.div`
  text-align: center;
  padding: ${(p) => p.theme.space[16]} ${(p) => p.theme.space[4]};
  border: 2px dashed ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.lg};
  p {
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-weight: 600;
    color: ${(p) => p.theme.colors.ink};
  }
`

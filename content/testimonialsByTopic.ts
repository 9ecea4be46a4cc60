import { allTestimonialsTopic, industryTopics } from './industryTopics'
import { testimonials } from './testimonials'

/** Every category page's slug, title and quotes: the six topics, then 'all'. */
export const topicPages = [
  ...industryTopics.map((t) => ({
    slug: t.slug,
    title: t.title,
    testimonials: testimonials.filter((q) => q.category === t.category),
  })),
  { slug: allTestimonialsTopic.slug, title: allTestimonialsTopic.title, testimonials: [...testimonials] },
]

/** The category page for a slug, or undefined when no topic has that slug. */
export function topicPage(slug: string) {
  return topicPages.find((p) => p.slug === slug)
}

/** How many quotes a topic lists, as the 'Explore by Topic' grid shows it. */
export function countFor(slug: string): number {
  return topicPage(slug)?.testimonials.length ?? 0
}

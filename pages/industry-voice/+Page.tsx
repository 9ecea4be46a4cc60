import { featuredExpertIndexes, featuredTestimonialCount, testimonials } from '../../content/testimonials'
import { FeaturedExperts } from './sections/FeaturedExperts'
import { FeaturedTestimonials } from './sections/FeaturedTestimonials'
import { Hero } from './sections/Hero'
import { ShareExperience } from './sections/ShareExperience'
import { TopicGrid } from './sections/TopicGrid'

export default function Page() {
  return (
    <>
      <Hero />
      <FeaturedExperts experts={featuredExpertIndexes.map((i) => testimonials[i])} />
      <TopicGrid />
      <FeaturedTestimonials testimonials={testimonials.slice(0, featuredTestimonialCount)} />
      <ShareExperience />
    </>
  )
}

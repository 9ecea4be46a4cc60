import { site } from './site'

/** Words of the industry-voice landing page. Counts per topic are computed from testimonials.ts, not written here. */
export const industryVoice = {
  title: 'Industry Voice',
  description:
    'What shippers, forwarders, regulators and researchers say about AI and Web3 in their supply chains: testimonials by topic.',
  hero: {
    eyebrow: 'Industry Voice',
    heading: 'Trusted by the people who move the world’s goods',
    lead: 'Shippers, forwarders, customs experts and researchers share how AI and Web3 change planning, booking, compliance and sustainability in their supply chains.',
    /** Marketing figures. */
    stats: [
      { value: '50+', label: 'Enterprise Testimonials' },
      { value: '25+', label: 'Countries' },
      { value: '6', label: 'Industry Sectors' },
    ],
  },
  experts: {
    heading: 'Featured Experts',
    lead: 'Voices from academia, finance and trade policy who advise us on where supply chains are heading.',
    linkText: 'Meet our Advisory Board',
    href: '/about/advisory-board',
  },
  topics: {
    heading: 'Explore by Topic',
    lead: 'Read what the industry says about the part of the supply chain you work on.',
  },
  featured: { heading: 'Featured Testimonials', linkText: 'View All Testimonials', href: '/industry-voice/all' },
  share: {
    heading: 'Share Your Experience',
    text: 'Do you use our products in your supply chain? Tell us what changed: we would love to feature your story.',
    submitText: 'Submit Your Testimonial',
    /** The submit button opens the visitor's mail program with this subject and body. */
    submitHref: `mailto:${site.email}?subject=${encodeURIComponent('Testimonial Submission')}&body=${encodeURIComponent(
      'Name:\nRole and company:\nTopic (e.g. Freight Booking):\n\nMy experience:\n',
    )}`,
    contactText: 'Contact Us',
    contactHref: '/contact',
  },
  category: {
    emptyText: 'No testimonials found',
    emptyLinkText: 'Browse all topics',
    backHome: 'Back to Home',
    allCategories: 'All Categories',
    allCategoriesHref: '/industry-voice#topics',
    notFound: 'Category not found',
    notFoundText: 'There is no industry-voice topic at this address.',
    /** Names of the page's link lists, for assistive technology. */
    linksLabel: 'Industry voice',
    topicsLabel: 'Topics',
  },
} as const

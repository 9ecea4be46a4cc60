import type { BlogTopic } from './schemas/blogTopic'

/**
 * The blog's topics, in the order /blog offers them. An article's `tags` name topics of this list (a name not on it
 * stops the build, suggesting the nearest); each topic with an article out has its page, /blog/topics/<slug>, and its
 * feed, /blog/topics/<slug>/feed.xml. Renaming a topic keeps its slug, so its address and feed stay.
 */
export const blogTopics = [
  {
    name: 'Digital Tower',
    slug: 'digital-tower',
    description: 'Planning, quoting, booking and tracking freight across every mode from one control tower.',
  },
  {
    name: 'Fr8lens',
    slug: 'fr8lens',
    description:
      'Our trucking and multimodal app: shipment passports, custody hand-overs and the emissions of every leg.',
  },
  {
    name: 'Digital Product Passport',
    slug: 'digital-product-passport',
    description: 'Product passports in practice: what they hold, who reads them, and how brands and makers start.',
  },
  {
    name: 'Supply Chain Clearing House',
    slug: 'supply-chain-clearing-house',
    description: 'The Web3 data-exchange network where supply-chain partners share records they can all verify.',
  },
  {
    name: 'Freight Booking',
    slug: 'freight-booking',
    description: 'Requests for quotation, carrier bids and bookings, and how to make them faster and fairer.',
  },
  {
    name: 'AI',
    slug: 'ai',
    description: 'Where machine learning helps logistics teams: quotes, forecasts, bidder shortlists and exceptions.',
  },
  {
    name: 'Web3',
    slug: 'web3',
    description: 'Blockchain records, NFTs and smart contracts put to work on shipments, documents and data.',
  },
  {
    name: 'Sustainability',
    slug: 'sustainability',
    description: 'Measuring and cutting the carbon of every shipment, from Scope 1 to Scope 3.',
  },
  {
    name: 'Compliance',
    slug: 'compliance',
    description: 'Customs, trade rules and the product and emissions regulations supply chains report against.',
  },
] as const satisfies readonly BlogTopic[]

export type Topic = (typeof blogTopics)[number]

const byName = new Map<string, Topic>(blogTopics.map((t) => [t.name, t]))
const bySlug = new Map<string, Topic>(blogTopics.map((t) => [t.slug, t]))

/** The topic an article's tag names (the build has checked that there is one). */
export const topicNamed = (name: string) => byName.get(name)

/** The topic whose page is /blog/topics/<slug>. */
export const topicBySlug = (slug: string) => bySlug.get(slug)

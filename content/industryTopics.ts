/**
 * The six industry-voice topics, in menu and grid order. `name` makes the slug (see toSlug);
 * `category` is the testimonial category the topic lists; `title` heads the category page.
 */
const topics = [
  {
    name: 'Shipment Planning',
    category: 'Shipment Planning',
    title: 'Shipment Planning',
    description: 'How shippers plan loads, modes and capacity with AI forecasts.',
  },
  {
    name: 'Freight Booking',
    category: 'Freight Booking',
    title: 'Freight Booking',
    description: 'Smart quotes and bookings across air, ocean, road and rail.',
  },
  {
    name: 'Multileg Shipments',
    category: 'Multileg Shipments',
    title: 'Multileg Shipments',
    description: 'One view of shipments that change mode and carrier on the way.',
  },
  {
    name: 'Regulatory',
    category: 'Regulatory Pre-Departure & Arrival',
    title: 'Regulatory Pre-Departure & Arrival',
    description: 'Customs filings and compliance before departure and on arrival.',
  },
  {
    name: 'Invoicing & Audit',
    category: 'Invoicing & Audit',
    title: 'Invoicing & Audit',
    description: 'Lean invoicing and freight audit with fewer disputes.',
  },
  {
    name: 'Sustainability',
    category: 'Sustainability & Carbon Footprint',
    title: 'Sustainability & Carbon Footprint',
    description: 'Scope 1-3 emissions, measured per shipment and per SKU.',
  },
] as const

export const industryTopics = topics.map((t) => ({ ...t, slug: toSlug(t.name) }))

/** The industry-voice slug rule: lowercase, spaces to hyphens, ampersands dropped and the dashes they leave collapsed. */
export function toSlug(topic: string): string {
  return topic.toLowerCase().trim().replace(/\s+/g, '-').replace(/&/g, '').replace(/-{2,}/g, '-').replace(/^-|-$/g, '')
}

/** The extra category page that lists every testimonial. */
export const allTestimonialsTopic = { slug: 'all', title: 'All Testimonials' } as const

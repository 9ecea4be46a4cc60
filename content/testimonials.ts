import type { Testimonial } from './schemas/testimonial'

const photo = (slug: string) => `/images/testimonials/${slug}.svg`

/**
 * Industry-voice quotes, in display order. The landing page features entries 0, 4, 7 and 11 as experts
 * (see featuredExpertIndexes) and the first four as featured quotes; topic counts are computed from `category`.
 * `image: ''` shows the placeholder icon.
 */
export const testimonials = [
  {
    name: 'Dr. Amelia Hartmann',
    title: 'Professor of Supply Chain Management, Trinity Business School (2025)',
    category: 'Shipment Planning',
    quote:
      'Planning used to be a spreadsheet exercise done once a week. With AI forecasts feeding load and mode decisions every day, planners finally spend their time on exceptions instead of data entry.',
    image: photo('amelia-hartmann'),
  },
  {
    name: 'Rajesh Menon',
    title: 'Head of Freight Procurement, Indo-Gulf Traders (2024)',
    category: 'Freight Booking',
    quote:
      'Smart Quote & Book shortlists the four or five carriers that actually fit the lane. We book in minutes, and every quote is kept with the purchase order it belongs to.',
    image: '',
  },
  {
    name: 'Sofia Lindqvist',
    title: 'Sustainability Director, Nordic Retail Group (2025)',
    category: 'Sustainability & Carbon Footprint',
    quote:
      'For the first time we can show Scope 3 emissions per SKU instead of a company-wide estimate. That changed the conversation with our suppliers and with our auditors.',
    image: photo('sofia-lindqvist'),
  },
  {
    name: 'Marcus Okafor',
    title: 'Customs Compliance Manager, Lagos Port Logistics (2024)',
    category: 'Regulatory Pre-Departure & Arrival',
    quote:
      'Pre-departure filings are prepared from the same shipment record the carrier sees. Holds at arrival dropped because the documents now match before the vessel leaves.',
    image: '',
  },
  {
    name: 'Eleanor Whitfield',
    title: 'Former CFO and Board Advisor, Atlantic Freight Holdings (2025)',
    category: 'Invoicing & Audit',
    quote:
      'Lean invoicing ties every charge to a milestone that both sides can verify. Freight audit stops being a dispute and becomes a reconciliation that mostly runs itself.',
    image: photo('eleanor-whitfield'),
  },
  {
    name: 'Tomasz Kowalczyk',
    title: 'Operations Lead, Baltic Intermodal (2023)',
    category: 'Multileg Shipments',
    quote:
      'Our containers change from ship to rail to truck three times on the way to the customer. Seeing all legs on one timeline means we stop chasing three carriers for one answer.',
    image: '',
  },
  {
    name: 'Hannah Brennan',
    title: 'Chief Information Security Officer, Celtic Pharma Distribution (2024)',
    category: 'Data Security',
    quote:
      'Sharing shipment data with partners no longer means emailing spreadsheets. Each party sees exactly the fields it is entitled to, and every access is recorded on the ledger.',
    image: '',
  },
  {
    name: 'Prof. Kenji Watanabe',
    title: 'Director, Institute for Logistics Research, Osaka (2025)',
    category: 'Shipment Planning',
    quote:
      'The combination of edge data from the warehouse floor and predictive models is what makes planning resilient. Disruptions are visible hours earlier, while there are still options.',
    image: photo('kenji-watanabe'),
  },
  {
    name: 'Claire Dubois',
    title: 'Logistics Manager, Maison Verte Cosmetics (2024)',
    category: 'Freight Booking',
    quote:
      'We compare air and ocean options side by side, with their cost, transit time and carbon footprint. The cheapest option is no longer the only one our team can see.',
    image: '',
  },
  {
    name: 'Ahmed Al-Sabah',
    title: 'Trade Finance Manager, Gulf Commodities Exchange (2022)',
    category: 'Commercial Invoice Exchange',
    quote:
      'Exchanging commercial invoices through a shared, verifiable record removed the back-and-forth between our bank, the forwarder and the buyer.',
    image: '',
  },
  {
    name: 'Grace Mitchell',
    title: 'VP Supply Chain, Prairie Foods Cooperative (2025)',
    category: 'Sustainability & Carbon Footprint',
    quote:
      'Rail instead of road for our grain corridors was always the greener choice in theory. Now we have the measured emissions per shipment to prove it to our members.',
    image: '',
  },
  {
    name: 'Dr. Farid Rahman',
    title: 'Senior Advisor on Trade Facilitation, ASEAN Logistics Council (2025)',
    category: 'Regulatory Pre-Departure & Arrival',
    quote:
      'Regulators want data before goods move, not after. A verified digital record of each consignment is the practical way to get there across many borders and systems.',
    image: photo('farid-rahman'),
  },
  {
    name: 'Luis Fernández',
    title: 'Fleet Manager, Iberia Cross-Border Haulage (2023)',
    category: 'Multileg Shipments',
    quote:
      'Our drivers pick up at the port the moment the container is released, because the rail and vessel legs report to the same app we use. Waiting time at the gate halved.',
    image: '',
  },
  {
    name: 'Priya Natarajan',
    title: 'ESG Reporting Lead, Meridian Electronics (2025)',
    category: 'Sustainability & Carbon Footprint',
    quote:
      'Our CSRD reporting draws on shipment-level emissions instead of averages. Auditors can trace each number back to the journey it came from, which saved weeks of work.',
    image: '',
  },
] as const satisfies readonly Testimonial[]

/** Entries the landing page shows as featured experts, linking to the advisory board. */
export const featuredExpertIndexes = [0, 4, 7, 11] as const

/** How many quotes the landing page features (the first ones). */
export const featuredTestimonialCount = 4

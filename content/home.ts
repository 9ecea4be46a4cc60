import type { IndustryCard } from './schemas/industryCard'
import type { Link } from './schemas/link'
import type { NetworkMode } from './schemas/networkMode'
import type { SegmentCard } from './schemas/segmentCard'
import type { Stat } from './schemas/stat'
import type { Strategy } from './schemas/strategy'
import type { TechnologyCard } from './schemas/technologyCard'

/**
 * Every word and figure on the home page, section by section, in page order.
 * Figures are the marketing team's, verbatim. Checked by content/home.test.ts.
 */

export const hero = {
  eyebrow: 'AI & Web3 for supply chains',
  title: 'Transforming global supply chains with AI and Web3',
  lead: 'One distributed platform for shippers, carriers, warehouses and ports: verified product data, real-time freight visibility and carbon accounting from factory floor to final mile.',
  primary: { label: 'Schedule a Demo', href: '#contact' },
  secondary: { label: 'Explore Solutions', href: '#tech-stack' },
  scrollHint: { label: 'Scroll to our products', href: '#products' },
  highlights: [
    { figure: '3000+', label: 'truckers connected' },
    { figure: '300+', label: 'warehouses on the network' },
    { figure: '24/7', label: 'shipment visibility' },
  ],
  /** The illustrative dashboard card beside the hero text on wide screens (decorative; hidden from screen readers). */
  panel: {
    label: 'Live shipment',
    reference: 'SHP-20417',
    from: 'Rotterdam',
    to: 'Chicago',
    steps: [
      { label: 'Booked with AI-shortlisted carrier', state: 'done' },
      { label: 'Ocean leg, Rotterdam to Montreal', state: 'done' },
      { label: 'Rail leg, Montreal to Chicago', state: 'current' },
      { label: 'Final-mile delivery', state: 'next' },
    ],
    metrics: [
      { figure: '1.8 t', label: 'CO₂e, Scope 3' },
      { figure: 'On time', label: 'predicted arrival' },
    ],
    passport: 'Shipment passport verified on-chain',
  },
} as const satisfies {
  eyebrow: string
  title: string
  lead: string
  primary: Link
  secondary: Link
  scrollHint: Link
  highlights: readonly Stat[]
  panel: Record<string, unknown>
}

export const productsSection = {
  id: 'products',
  eyebrow: 'Products',
  title: 'Three products, one connected supply chain',
  intro:
    'From the identity of a single product to the movement of every shipment, each product works alone and better together.',
  cardLinkLabel: 'Learn more',
  allLink: { label: 'Compare all products', href: '/products' },
} as const

export const tariffBanner = {
  eyebrow: 'Tariff drawback',
  title: 'Claim back 100% of tariffs on re-export and triangular trade',
  lead: 'Duties paid on goods that leave the country again can be recovered. Our platform matches imports to exports at SKU level and assembles the evidence customs authorities ask for.',
  stats: [
    { figure: '~30%', label: 'of imported goods are re-exported' },
    { figure: '$3.9 billion', label: 'in drawback claims in 2023' },
    { figure: '100%', label: 'of tariffs can be claimed back on re-export and triangular trade' },
  ],
  cta: { label: 'Check your drawback potential', href: '#contact' },
  map: {
    title: 'Tariff rates on goods entering the United States',
    caption:
      'US tariff rates announced in 2025, by country of origin. Countries without a rate of their own carry the 10% baseline.',
    legendLabel: 'Tariff rate',
    legendMin: '10%',
    legendMax: '125%',
    importerLabel: 'United States (importer)',
    viewportLabel: 'World map of tariff rates. When focused: plus and minus zoom, 0 resets, arrow keys pan.',
    controls: { zoomOut: 'Zoom out', zoomIn: 'Zoom in', reset: 'Reset', level: 'Zoom level' },
  },
} as const satisfies Record<string, unknown> & { stats: readonly Stat[]; cta: Link }

export const strategiesSection = {
  id: 'strategies',
  eyebrow: 'Strategies',
  title: 'Built for every link in the chain',
  intro:
    'Whether you sell, make or move goods, the same verified data serves your customers, your auditors and your carriers.',
  sectorsTitle: 'Industry sectors',
  strategiesTitle: 'Industry strategies',
} as const

export const sectors = [
  {
    title: 'Retailers',
    icon: 'Store',
    points: [
      'Product provenance customers can scan',
      'Inventory visibility across channels',
      'Automated supplier compliance',
      'Lower returns and reverse-logistics cost',
    ],
  },
  {
    title: 'Manufacturers',
    icon: 'Factory',
    points: [
      'Digital Product Passports for every SKU',
      'Scope 1-3 emissions at SKU level',
      'Supplier and material traceability',
      'Smart quotes from vetted carriers',
    ],
  },
  {
    title: 'Logistics Providers',
    icon: 'Truck',
    points: [
      'Multimodal track and trace',
      'Shipment passports issued as NFTs',
      'Lean invoicing and audit',
      'Fewer empty miles and idle docks',
    ],
  },
] as const satisfies readonly IndustryCard[]

export const strategies = [
  {
    title: 'Manufacturing',
    icon: 'Factory',
    desc: 'Connect plants, suppliers and forwarders on one tower: release purchase orders, let AI shortlist the top 4-5 bidders and book in minutes.',
  },
  {
    title: 'Retail & E-commerce',
    icon: 'ShoppingCart',
    desc: 'Give every product a scannable passport and every order a live ETA, from the warehouse pick to the doorstep.',
  },
  {
    title: 'Pharmaceutical',
    icon: 'Pill',
    desc: 'Keep an unbroken, tamper-evident record of custody and temperature for regulated goods across borders.',
  },
  {
    title: 'Automotive',
    icon: 'Car',
    desc: 'Trace parts and batteries through multi-tier supply chains and meet passport and carbon-disclosure rules on time.',
  },
] as const satisfies readonly Strategy[]

export const networkSection = {
  id: 'network',
  eyebrow: 'Global network',
  title: 'A logistics network that spans the globe',
  intro: 'Book, track and settle across every mode through one integration.',
  reach: { figure: '90+', label: 'countries in negotiations for new lanes and partners' },
} as const satisfies Record<string, unknown> & { reach: Stat }

export const networkModes = [
  {
    title: 'Air Freight',
    icon: 'Plane',
    figure: '140+',
    figureLabel: 'air carriers',
    desc: 'Live rates, bookings and tracking with the world’s cargo airlines.',
  },
  {
    title: 'Ocean Freight',
    icon: 'Ship',
    figure: '70+',
    figureLabel: 'ocean lines',
    desc: 'Satellite vessel positions and arrival estimates for every container.',
  },
  {
    title: 'Rail Network',
    icon: 'TrainFront',
    figure: '60%',
    figureLabel: 'of North America',
    desc: 'US-Canada railways connected for long-haul, low-carbon freight.',
  },
  {
    title: 'Warehousing',
    icon: 'Warehouse',
    figure: '1000s',
    figureLabel: 'of hubs',
    desc: 'Dock schedules, warehouse actions and stock positions in one view.',
  },
] as const satisfies readonly NetworkMode[]

export const segmentsSection = {
  eyebrow: 'Who we serve',
  title: 'Solutions for your segment',
  intro: 'Pick your starting point; the platform grows with you.',
} as const

export const segments = [
  {
    title: 'Shippers & Retailers',
    icon: 'ShoppingCart',
    points: ['Compare quotes across modes', 'Track every order in real time', 'Report emissions per shipment'],
  },
  {
    title: 'Manufacturers',
    icon: 'Factory',
    points: [
      'Passports for compliance and resale',
      'Purchase orders to booking in one flow',
      'Carbon visibility from Scope 1 to 3',
    ],
  },
  {
    title: 'Carriers & Forwarders',
    icon: 'Truck',
    points: [
      'Win loads from verified shippers',
      'Over 40% lower operational overhead',
      'Up to 18% lower overhead for ports',
    ],
  },
] as const satisfies readonly SegmentCard[]

export const techStackSection = {
  id: 'tech-stack',
  eyebrow: 'Core technology',
  title: 'The technology stack behind the platform',
  intro: 'Three capabilities, engineered to work together and to run where your freight is.',
  complexityLabel: 'Complexity',
} as const

export const technologies = [
  {
    title: 'AI & Predictive Modeling',
    icon: 'DatabaseZap',
    desc: 'Models trained on shipment history forecast delays, demand and emissions before they happen.',
    details: ['ETA and delay prediction', 'AI shortlisting of the top 4-5 bidders', 'Demand and capacity forecasting'],
    complexity: 3,
  },
  {
    title: 'Blockchain & Smart Contracts',
    icon: 'Globe',
    desc: 'A shared, tamper-evident ledger for documents, passports and payments between parties who do not share systems.',
    details: [
      'Shipment passports issued as NFTs',
      'Automated settlement on proof of delivery',
      'Verifiable product lifecycle records',
    ],
    complexity: 4,
  },
  {
    title: 'Edge Computing Network',
    icon: 'Rocket',
    desc: 'IoT gateways process sensor data at ports, depots and on vehicles, so decisions do not wait for the cloud.',
    details: [
      'QR and NFC scans at the dock',
      'Temperature and shock monitoring',
      'Works offline, syncs when connected',
    ],
    complexity: 5,
  },
] as const satisfies readonly TechnologyCard[]

export const partnersSection = {
  id: 'partners',
  eyebrow: 'Partners',
  title: 'Trusted by partners across the supply chain',
  intro: 'Joint ventures, solution providers and data partners who build the network with us.',
  /** Groups shown on the home page, in order (ids from content/partners.ts). */
  groups: ['jv', 'supply', 'data'],
  allLink: { label: 'View All Partners', href: '/partners' },
} as const

export const tradeNews = {
  label: 'Trade news',
} as const

export const contactSection = {
  id: 'contact',
  eyebrow: 'Contact',
  title: 'Schedule a demo',
  intro:
    'Tell us about your supply chain and we will show you what the platform can do for it. We answer within one business day.',
  badges: ['GDPR Compliant', 'ISO 27001 Certified'],
  emailLabel: 'Prefer e-mail?',
} as const

import { site } from './site'

/** Words of /partners. Partners and their groups are in partners.ts; counts are computed from it. */
export const partnersPage = {
  documentTitle: `Our Partners | ${site.brand}`,
  description:
    'The joint venture, solution, data and business partners who build supply-chain AI and Web3 with E THE REAL.',
  breadcrumb: 'Partners',
  eyebrow: 'Partners',
  heading: 'Our Partners',
  lead: 'A joint venture, solution providers, data partners and business associates on four continents: together we make global logistics more efficient, transparent and sustainable.',
  logosLabel: 'Partner logos',
  spotlight: { heading: 'Partner Spotlight', label: 'Partner spotlight' },
  directory: { heading: 'Partner Directory', tabsLabel: 'Partner categories', allTab: 'All' },
  visitText: 'Visit website',
  /** Beside each directory group's heading. */
  countText: (n: number) => `${n} ${n === 1 ? 'partner' : 'partners'}`,
  cta: {
    heading: 'Interested in becoming a partner?',
    text: 'Solution providers, data services and logistics companies: tell us how you would like to work with us.',
    button: 'Email our partnerships team',
    href: `mailto:${site.partnershipsEmail}?subject=${encodeURIComponent('Partnership Inquiry')}`,
  },
} as const

/**
 * Every fact about the company a writer may change, once: brand, e-mails, offices, social links,
 * the navigation menu and the footer. Components read from here; nothing here is styled.
 */
export const site = {
  brand: 'E THE REAL',
  /** The production address; canonical URLs, the sitemap and share tags start with it. SITE_URL at build time overrides it. */
  url: 'https://ethereal.io',
  /** The share image (Open Graph, Twitter), 1200 × 630, served from public/. */
  shareImage: {
    path: '/og-image.png',
    width: 1200,
    height: 630,
    alt: 'E THE REAL: AI and Web3 technology for global supply chains',
  },
  /** The square logo used in structured data, served from public/. */
  logo: '/logo.png',
  tagline: 'Transforming global supply chains with AI and Web3',
  /** The home page's document title. */
  homeTitle: 'E THE REAL | AI & Web3 Technology for Global Supply Chains',
  description:
    'E THE REAL builds AI and Web3 software for supply chains and logistics: the Digital Product Passport, the Fr8lens freight app and the Digital Tower platform.',
  email: 'info@ethereal.io',
  partnershipsEmail: 'partnerships@ethereal.io',
  /** Shown in the desktop top address bar, in this order. */
  topBarOffices: ['Dublin, Ireland', 'Washington DC, USA'],
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/e-the-real' },
    { name: 'X', href: 'https://x.com/etherealtech' },
    { name: 'YouTube', href: 'https://www.youtube.com/@etherealtech' },
  ],
  copyrightHolder: 'E THE REAL Ltd.',
  /** Read out (not shown) after every link that opens another site in a new tab. */
  newTabNote: 'opens in a new tab',
} as const

export type NavLink = { name: string; href: string; description?: string }

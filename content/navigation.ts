import { aboutSections } from './aboutSections'
import { industryTopics } from './industryTopics'
import { products } from './products'
import { site, type NavLink } from './site'
import { videos } from './videos'

/** An entry of the main menu. */
export type NavItem = {
  /** Stable key: ids of the menu's parts derive from it. */
  id: string
  name: string
  /** `#id` is a section of the home page (rendered as /#id, see components/shell/linkHref.ts); the rest are pages. */
  href: string
  isDropdown: boolean
  dropdownItems?: readonly NavLink[]
  /** Descriptions in this dropdown are cut to the menu length (the Products menu). */
  truncateDescriptions?: boolean
}

/** The main menu's entries in order, with their labels. Dropdowns are built from the content lists they show. */
export const mainNav: readonly NavItem[] = [
  { id: 'strategies', name: 'Strategies', href: '#strategies', isDropdown: false },
  { id: 'network', name: 'Network', href: '#network', isDropdown: false },
  {
    id: 'clearing-house',
    name: 'Supply Chain Clearing House',
    href: '/supply-chain-clearing-house',
    isDropdown: false,
  },
  {
    id: 'products',
    name: 'Products',
    href: '/products',
    isDropdown: true,
    truncateDescriptions: true,
    dropdownItems: products.map((p) => ({ name: p.title, href: p.link, description: p.desc })),
  },
  {
    id: 'videos',
    name: 'Videos',
    href: '/videos',
    isDropdown: true,
    dropdownItems: videos.map((v) => ({ name: v.title, href: `/videos/${v.videoId}`, description: v.description })),
  },
  {
    id: 'industry-voice',
    name: 'Industry Voice',
    href: '/industry-voice',
    isDropdown: true,
    dropdownItems: industryTopics.map((t) => ({
      name: t.name,
      href: `/industry-voice/${t.slug}`,
      description: t.description,
    })),
  },
  { id: 'partners', name: 'Partners', href: '/partners', isDropdown: false },
  {
    id: 'about',
    name: 'About',
    href: '/about',
    isDropdown: true,
    dropdownItems: [
      { name: 'About Us', href: '/about', description: `Who we are and how ${site.brand} works.` },
      ...aboutSections.map((s) => ({ name: s.title, href: `/about/${s.slug}`, description: s.description })),
    ],
  },
]

/** The home page's contact section: the header's accent button and the footer's Contact link go there. */
const contactAnchor = '#contact'

/** The accent button in the header. */
export const getStarted: NavLink = { name: 'Get Started', href: contactAnchor }

/** The footer's link columns, in order. */
export const footerNav: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Products',
    links: ['digital-tower', 'fr8lens', 'digital-product-passport'].map((slug) => {
      const p = products.find((x) => x.slug === slug)!
      return { name: p.title, href: p.link }
    }),
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', href: '/about' },
      { name: 'Careers', href: '/careers' },
      { name: 'Blog', href: '/blog' },
      { name: 'Contact', href: contactAnchor },
    ],
  },
  {
    title: 'Legal',
    links: [
      { name: 'Privacy Policy', href: '/privacy' },
      { name: 'Terms of Service', href: '/terms' },
      { name: 'Cookie Policy', href: '/cookies' },
    ],
  },
]

/** The footer's last line. */
export function copyrightNotice(year: number): string {
  return `© ${year} ${site.copyrightHolder} All rights reserved.`
}

/** The first focusable element of every page. */
export const skipLink: NavLink = { name: 'Skip to main content', href: '#main' }

/** What the header's controls are called for assistive technology. */
export const headerLabels = {
  nav: 'Main',
  home: `${site.brand} home`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
} as const
export type HeaderLabels = typeof headerLabels

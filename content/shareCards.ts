/**
 * The words on the share cards (the 1200 × 630 pictures link previews show, drawn per page at build time by
 * scripts/seo/writeShareCards.ts). A card shows the section, the page title and the brand.
 */
export const shareCards = {
  /** The section named on a page's card, by the first part of its URL; a URL not listed here shows no section. */
  sections: {
    about: 'About us',
    blog: 'Blog',
    products: 'Products',
    videos: 'Videos',
    partners: 'Partners',
    'industry-voice': 'Industry Voice',
    contact: 'Contact',
    privacy: 'Legal',
    terms: 'Legal',
    cookies: 'Legal',
    careers: 'Careers',
    'supply-chain-clearing-house': 'Platform',
    'ecosystem-partners': 'Partners',
  } as Record<string, string>,
  /** The line at the foot of every card. */
  footer: 'Digital Product Passport · Fr8lens · Digital Tower',
  /** What a screen reader says for the card (og:image:alt): the page title is put in place of {title}. */
  alt: '{title}: E THE REAL',
}

/** The words of the /blog page and its feed. */
export const blogIndex = {
  title: 'Blog',
  lead: 'Ideas, product deep-dives and news from the team building AI and Web3 technology for global supply chains.',
  description:
    'Articles from E THE REAL on Digital Tower, Fr8lens, Digital Product Passports, AI and sustainable logistics.',
  feedLink: 'Subscribe to the RSS feed',
  feedTitle: 'E THE REAL Blog',
} as const

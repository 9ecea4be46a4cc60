/** The words of the /about page. Cards come from aboutSections.ts; counts are computed from the data. */
export const aboutIndex = {
  title: 'About E THE REAL',
  lead: 'We build AI and Web3 technology that makes global logistics more efficient, transparent and sustainable, and we are helping 1,000 companies get there by 2035.',
  description:
    'Our vision, mission, leadership team, advisory board, headquarters and Web3Hub: the people and places behind E THE REAL.',
  leadershipTitle: 'Leadership',
  leadershipLink: 'Meet the full leadership team',
  /** Shown after a card's count: '5 items'. */
  itemLabel: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  /** Above the title of every /about/{category} page, and its fixed button back to /about. */
  categoryEyebrow: 'About E THE REAL',
  backLink: 'Back to About',
  /** The page every unknown /about/{category} answers with (status 404). */
  notFound: {
    title: 'Category Not Found',
    text: 'The requested category could not be found. Please return to the main About page.',
  },
} as const

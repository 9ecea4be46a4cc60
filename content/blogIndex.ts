/** The words of the /blog page and its feed. */
export const blogIndex = {
  title: 'Blog',
  /** The small line above the title of the list's pages and of every article. */
  eyebrow: 'Blog',
  lead: 'Ideas, product deep-dives and news from the team building AI and Web3 technology for global supply chains.',
  description:
    'Articles from E THE REAL on Digital Tower, Fr8lens, Digital Product Passports, AI and sustainable logistics.',
  feedLink: 'Subscribe to the RSS feed',
  feedUrl: '/blog/feed.xml',
  feedTitle: 'E THE REAL Blog',
  /** Articles on a page of the list: /blog has the newest, /blog/page/2 the next, and so on. */
  perPage: 20,
  /** Articles in the feed, the newest: a feed reader asks often, and wants what is new. */
  feedItems: 50,
  /** The list's pages after the first (pages/blog/page/@n). */
  pageTitle: 'Blog, page {page} of {pages}',
  pageLead: 'Articles {first} to {last} of {total}, newest first.',
  pagesLabel: 'Pages of the blog',
  pageOf: 'Page {page} of {pages}',
  newer: 'Newer articles',
  older: 'Older articles',
  noneHere: 'There are no articles on this page now.',
  /** Below an article: the label of its tags, and the link back to the list. */
  topics: 'Topics',
  allArticles: 'All articles',
} as const

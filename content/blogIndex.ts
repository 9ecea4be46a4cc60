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
  /** Below an article: the label of its topics, and the link back to the list. */
  topics: 'Topics',
  allArticles: 'All articles',
  /** On /blog: the topics it offers, each with its count of articles. */
  browseTopics: 'Browse by topic',
  articleCount: { one: '1 article', other: '{count} articles' },
  /** A topic's page, /blog/topics/<slug> (its name and line are in blogTopics.ts). */
  topic: {
    eyebrow: 'Blog topic',
    title: 'Articles on {topic}',
    pageTitle: 'Articles on {topic}, page {page} of {pages}',
    feedTitle: 'E THE REAL Blog: {topic}',
    feedLink: 'Subscribe to {topic} articles (RSS)',
  },
  /** An author's page, /blog/authors/<slug> (their name, role and bio are in people.ts or guestWriters.ts). */
  author: {
    eyebrow: 'Author',
    title: 'Articles by {author}',
    pageTitle: 'Articles by {author}, page {page} of {pages}',
    /** Where the team a person belongs to is presented (people.ts groups). */
    team: {
      core: { label: 'Meet the leadership team', href: '/about/leadership-team' },
      extended: { label: 'Meet the leadership team', href: '/about/leadership-team' },
      advisory: { label: 'Meet the advisory board', href: '/about/advisory-board' },
    },
  },
  /** At an article's end. */
  end: {
    /** The author's card. */
    writtenBy: 'Written by',
    moreFrom: 'More from {author}',
    share: 'Share this article',
    /** The share links: plain addresses, nothing loads before the reader picks one. */
    shareOn: { linkedIn: 'LinkedIn', x: 'X', email: 'E-mail' },
    shareLabel: { linkedIn: 'Share on LinkedIn', x: 'Share on X', email: 'Share by e-mail' },
    /** The e-mail a reader sends: the article's title is its subject. */
    emailBody: '{description}\n\n{url}',
    /** The browser's own share sheet, on devices that have one, once the page is live. */
    shareSheet: 'More ways to share',
    readNext: 'Read next',
    newer: 'Newer article',
    older: 'Older article',
    olderAndNewer: 'Older and newer articles',
  },
  /** The newsletter box at an article's end (the rest of its words are in newsletter.ts). */
  newsletter: {
    heading: 'Get new articles by e-mail',
    text: 'Subscribe to our newsletter: new articles, product deep-dives, videos and news from the team. No spam; unsubscribe any time.',
  },
} as const

/**
 * The words of /llms.txt (the proposed llms.txt standard: a title, a summary, then sections of links to every page's
 * Markdown twin) and /llms-full.txt (every page's text in one file). Pages are grouped by the first part of their URL.
 */
export const textTwins = {
  /** The summary under the title; the site's description (content/site.ts) when left empty. */
  summary: '',
  intro:
    'Every page of this site is also available as Markdown: add .md to its address (/privacy.md, /index.md for the home page), or ask for text/markdown. /llms-full.txt holds the text of every page in one file.',
  /** Section titles by the first part of the URL, in this order; pages under any other URL go under `other`. */
  sections: [
    { prefix: 'products', title: 'Products' },
    { prefix: 'about', title: 'About' },
    { prefix: 'blog', title: 'Blog' },
    { prefix: 'industry-voice', title: 'Industry voice' },
    { prefix: 'videos', title: 'Videos' },
  ],
  other: 'Pages',
  legal: 'Legal',
  /** The llms.txt standard's section for what an assistant may skip: here, the earlier versions of each policy. */
  optional: 'Optional',
} as const

import { blogIndex } from './blogIndex.ts'

/** The address of the article in content/blog/{slug}.mdx. */
export const blogArticleUrl = (slug: string) => `/blog/${slug}`

/** Page `n` of a list whose first page is at `first`: the first page itself, then {first}/page/2, /page/3… */
const listPageUrl = (first: string, n: number) => (n === 1 ? first : `${first}/page/${n}`)

/** The address of page `n` of the blog's list: /blog, then /blog/page/2, /blog/page/3… */
export const blogPageUrl = (n: number) => listPageUrl('/blog', n)

/** The address of page `n` of a topic's list: /blog/topics/{slug}, then /blog/topics/{slug}/page/2… */
export const topicUrl = (slug: string, n = 1) => listPageUrl(`/blog/topics/${slug}`, n)

/** The feed of a topic's newest articles. */
export const topicFeedUrl = (slug: string) => `${topicUrl(slug)}/feed.xml`

/** The address of page `n` of an author's list: /blog/authors/{slug}, then /blog/authors/{slug}/page/2… */
export const authorUrl = (slug: string, n = 1) => listPageUrl(`/blog/authors/${slug}`, n)

/**
 * /blog/page/1: no link of the site gives it out (page 1 is /blog), but a visitor who pages back by editing the address
 * types it. It answers 301 to /blog (scripts/addresses/writeRedirects.ts), as an old address does.
 */
export const blogFirstPageAlias = { from: '/blog/page/1', to: blogPageUrl(1), status: 301 } as const

/**
 * The page number a list's address gives ('' for its first page, '2' for /page/2…), or undefined for one that is no
 * page's (/page/1: the first page is the list's own address; /page/02, /page/x).
 */
export const listPageNumber = (segment: string) =>
  segment === '' ? 1 : /^([2-9]|[1-9]\d+)$/.test(segment) ? Number(segment) : undefined

/** How many pages list `articles` articles (one, empty, when there are none). */
export const blogPageCount = (articles: number) => Math.max(1, Math.ceil(articles / blogIndex.perPage))

/**
 * True for the pages after the first of the blog's list, a topic's or an author's (/blog/page/2,
 * /blog/topics/ai/page/2…): pages of a list, not addresses of their own. They come and go with the number of articles,
 * so they are not among the addresses that never break (scripts/addresses/writeRedirects.ts); one past the last
 * answers 404.
 */
export const isLaterBlogPage = (address: string) =>
  /^\/blog(\/(topics|authors)\/[a-z0-9-]+)?\/page\/([2-9]|[1-9]\d+)$/.test(address)

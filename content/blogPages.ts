import { blogIndex } from './blogIndex.ts'

/** The address of the article in content/blog/{slug}.mdx. */
export const blogArticleUrl = (slug: string) => `/blog/${slug}`

/** The address of page `n` of the blog's list: /blog, then /blog/page/2, /blog/page/3… */
export const blogPageUrl = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`)

/**
 * /blog/page/1: no link of the site gives it out (page 1 is /blog), but a visitor who pages back by editing the address
 * types it. It answers 301 to /blog (scripts/addresses/writeRedirects.ts), as an old address does.
 */
export const blogFirstPageAlias = { from: '/blog/page/1', to: blogPageUrl(1), status: 301 } as const

/** How many pages list `articles` articles (one, empty, when there are none). */
export const blogPageCount = (articles: number) => Math.max(1, Math.ceil(articles / blogIndex.perPage))

/**
 * True for the list's pages after the first (/blog/page/2…): pages of a list, not addresses of their own. They come and
 * go with the number of articles, so they are not among the addresses that never break
 * (scripts/addresses/writeRedirects.ts); one past the last answers 404.
 */
export const isLaterBlogPage = (address: string) => /^\/blog\/page\/([2-9]|[1-9]\d+)$/.test(address)

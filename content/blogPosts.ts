import { getCollection, type Entry } from './collection'
import { blogIndex } from './blogIndex'
import { blogPageCount, blogPageUrl } from './blogPages'
import { isOut, momentOfPublishAt } from './policyDays'

let sorted: Entry<'blog'>[] | undefined

/** Every blog article, scheduled ones too, newest first (sorted once: pre-rendering asks on every blog page). */
export const allPosts = (): Entry<'blog'>[] =>
  (sorted ??= [...getCollection('blog')].sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date)))

/** The articles out at `moment` (yyyy-mm-ddThh-mm, see content/policyDays.ts), newest first; all of them under `npm run dev`. */
const blogPosts = (moment: string): Entry<'blog'>[] =>
  import.meta.env.DEV ? allPosts() : allPosts().filter((p) => isOut(p.frontmatter, moment))

/** The minutes at which scheduled articles go live (publishAt), as moments. */
export const publishMoments = () =>
  allPosts().flatMap((p) => (p.frontmatter.publishAt ? [momentOfPublishAt(p.frontmatter.publishAt)] : []))

/**
 * Page `n` of the blog's list at `moment`: its articles, newest first, and where they stand in the whole list. A page
 * past the last has none (pages/blog/page/@n: a scheduled article may add a page from its minute on).
 */
export function blogPage(moment: string, n: number) {
  const all = blogPosts(moment)
  const start = (n - 1) * blogIndex.perPage
  const posts = all.slice(start, start + blogIndex.perPage)
  return { posts, n, pages: blogPageCount(all.length), total: all.length, first: start + 1, last: start + posts.length }
}

/** The list's pages after the first, as many as every article (the scheduled ones too) fills. */
export const laterBlogPageUrls = () =>
  Array.from({ length: blogPageCount(allPosts().length) - 1 }, (_, i) => blogPageUrl(i + 2))

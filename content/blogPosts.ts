import { getCollection, type Entry } from './collection'
import { isOut, momentOfPublishAt } from './policyDays'

let sorted: Entry<'blog'>[] | undefined

/** Every blog article, scheduled ones too, newest first (sorted once: pre-rendering asks on every blog page). */
export const allPosts = (): Entry<'blog'>[] =>
  (sorted ??= [...getCollection('blog')].sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date)))

/** The articles out at `moment` (yyyy-mm-ddThh-mm, see content/policyDays.ts), newest first; all of them under `npm run dev`. */
export const blogPosts = (moment: string): Entry<'blog'>[] =>
  import.meta.env.DEV ? allPosts() : allPosts().filter((p) => isOut(p.frontmatter, moment))

/** The minutes at which scheduled articles go live (publishAt), as moments. */
export const publishMoments = () =>
  allPosts().flatMap((p) => (p.frontmatter.publishAt ? [momentOfPublishAt(p.frontmatter.publishAt)] : []))

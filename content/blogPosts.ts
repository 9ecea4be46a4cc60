import { getCollection, type Entry } from './collection'

let sorted: Entry<'blog'>[] | undefined

/** Blog articles, newest first (sorted once: pre-rendering asks on every blog page). Do not mutate the result. */
export const blogPosts = (): Entry<'blog'>[] =>
  (sorted ??= [...getCollection('blog')].sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date)))

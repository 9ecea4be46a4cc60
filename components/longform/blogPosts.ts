import { getCollection } from './collection'

/** Blog articles, newest first. */
export const blogPosts = () => getCollection('blog').sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date))

import { getCollection } from './collection'

/** The About page for a category slug or one of its aliases (web3hub → our-web3hub). */
export function findAboutEntry(category: string) {
  return getCollection('about').find((e) => e.slug === category || e.frontmatter.aliases.includes(category))
}

/** Every URL segment under /about that has a page. */
export const aboutCategories = () => getCollection('about').flatMap((e) => [e.slug, ...e.frontmatter.aliases])

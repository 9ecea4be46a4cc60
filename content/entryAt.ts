import { getCollection, getEntry } from './collection'

/** The MDX entry pre-rendered at a URL (/privacy, /blog/x, /about/web3hub, …), or undefined for other pages. */
export function entryAt(pathname: string) {
  const [first, second, ...rest] = pathname.split('/').filter(Boolean)
  if (!first || rest.length) return undefined
  if (!second) return getEntry('legal', first) ?? getEntry('pages', first)
  if (first === 'blog' || first === 'products') return getEntry(first, second)
  if (first === 'about')
    return getCollection('about').find((e) => e.slug === second || e.frontmatter.aliases.includes(second))
  return undefined
}

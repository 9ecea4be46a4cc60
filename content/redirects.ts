/**
 * Addresses the site once gave out that no MDX page's `redirectFrom` keeps: each answers `301` to the page that replaces
 * it, or `410` for a page removed on purpose. An MDX page that moved lists its old address in its own frontmatter
 * instead (`redirectFrom: [/blog/old-slug]`). The build checks both (scripts/addresses/writeRedirects.ts): see the
 * writers' guide, content/README.md, 'Addresses that never break'.
 */
export type Redirect =
  /** Moved: the old address answers 301 with the new one (the query string kept). */
  | { from: string; to: string; status: 301 }
  /** Gone on purpose: the old address answers 410 with the not-found page. */
  | { from: string; status: 410 }

export const redirects = [] as const satisfies Redirect[]

/** The words of the small page left at each old address for hosts that read neither the server nor `_redirects`. */
export const movedPage = {
  title: 'This page has moved',
  text: 'This page has moved to',
}

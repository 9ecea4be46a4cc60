/** Frontmatter `search: false`: the build's search indexer (scripts/search/extractSections.ts) leaves the page out. */
export function SearchOptOut({ search }: { search?: boolean }) {
  return search === false ? <meta name="site-search" content="off" /> : null
}

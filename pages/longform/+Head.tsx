import { usePageContext } from 'vike-react/usePageContext'
import { SearchOptOut } from '../../components/longform/SearchOptOut'
import { ArticleHead } from '../../components/longform/ArticleHead'
import { findEntry } from './findEntry'

export default function Head() {
  const { routeParams, urlPathname, asOf } = usePageContext()
  const found = findEntry(routeParams.slug!, asOf)
  if (!found) return null
  const fm = found.entry.frontmatter
  return (
    <>
      <SearchOptOut search={fm.search} />
      <ArticleHead title={fm.title} description={fm.description} updated={fm.updated} url={urlPathname} jsonLd={found.kind === 'legal'} />
      {/* Legal pages scroll to the top on load. */}
      {found.kind === 'legal' && <script src="/scroll-top.js" defer />}
    </>
  )
}

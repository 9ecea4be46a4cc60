import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { SearchOptOut } from '../../components/longform/SearchOptOut'
import { ArticleHead } from '../../components/longform/ArticleHead'
import type { Data } from './+data'

export default function Head() {
  const { urlPathname } = usePageContext()
  const found = useData<Data>()
  const fm = found.entry.frontmatter
  return (
    <>
      <SearchOptOut search={fm.search} />
      <ArticleHead page={fm} url={urlPathname} jsonLd={found.kind === 'legal'} />
      {/* Legal pages scroll to the top on load. */}
      {found.kind === 'legal' && <script src="/scroll-top.js" defer />}
    </>
  )
}

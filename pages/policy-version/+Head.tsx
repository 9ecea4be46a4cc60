import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ArticleHead } from '../../components/longform/ArticleHead'
import type { Data } from './+data'

export default function Head() {
  const { urlPathname } = usePageContext()
  const { version } = useData<Data>()
  const fm = version.frontmatter
  return (
    <>
      {/* A version's own page is kept out of search results: the policy's URL is the one to find. Its canonical URL is itself. */}
      <meta name="robots" content="noindex" />
      <ArticleHead page={fm} published={version.published} url={urlPathname} />
      <script src="/scroll-top.js" defer />
    </>
  )
}

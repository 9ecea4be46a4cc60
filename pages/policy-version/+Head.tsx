import { usePageContext } from 'vike-react/usePageContext'
import { ArticleHead } from '../../components/longform/ArticleHead'
import { findVersion } from '../../content/policies'

export default function Head() {
  const { routeParams, urlPathname } = usePageContext()
  const found = findVersion(routeParams.policy!, routeParams.effective!)
  if (!found) return null
  const fm = found.version.frontmatter
  return (
    <>
      {/* A version's own page is kept out of search results: the policy's URL is the one to find. Its canonical URL is itself. */}
      <meta name="robots" content="noindex" />
      <ArticleHead title={fm.title} description={fm.description} updated={fm.updated} published={found.version.published} url={urlPathname} />
      <script src="/scroll-top.js" defer />
    </>
  )
}

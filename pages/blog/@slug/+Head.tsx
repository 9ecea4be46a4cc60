import { usePageContext } from 'vike-react/usePageContext'
import { SearchOptOut } from '../../../components/longform/SearchOptOut'
import { ArticleHead } from '../../../components/longform/ArticleHead'
import { getEntry } from '../../../content/collection'

export default function Head() {
  const { routeParams, urlPathname } = usePageContext()
  const post = getEntry('blog', routeParams.slug!)
  if (!post) return null
  const fm = post.frontmatter
  return (
    <>
      <SearchOptOut search={fm.search} />
      <ArticleHead title={fm.title} description={fm.description} updated={fm.updated} published={fm.date} author={fm.author} url={urlPathname} jsonLd />
    </>
  )
}

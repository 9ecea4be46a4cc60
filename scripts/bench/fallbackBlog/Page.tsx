import { usePageContext } from 'vike-react/usePageContext'
import { findArticle } from './articles'

export default function Page() {
  const article = findArticle(usePageContext().routeParams.slug!)!
  const Content = article.default
  return (
    <article>
      <h1>{article.frontmatter.title}</h1>
      <Content />
    </article>
  )
}

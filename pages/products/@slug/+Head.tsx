import { usePageContext } from 'vike-react/usePageContext'
import { SearchOptOut } from '../../../components/longform/SearchOptOut'
import { getEntry } from '../../../content/collection'

export default function Head() {
  const entry = getEntry('products', usePageContext().routeParams.slug!)
  if (!entry) return null
  return (
    <>
      <meta property="article:modified_time" content={entry.frontmatter.updated} />
      <SearchOptOut search={entry.frontmatter.search} />
      <script src="/reveal.js" defer />
    </>
  )
}

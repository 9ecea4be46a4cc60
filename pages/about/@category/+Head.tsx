import { usePageContext } from 'vike-react/usePageContext'
import { SearchOptOut } from '../../../components/longform/SearchOptOut'
import { findAboutEntry } from './findAboutEntry'

export default function Head() {
  const { routeParams } = usePageContext()
  const entry = findAboutEntry(routeParams.category!)
  if (!entry) return null
  return (
    <>
      <meta property="article:modified_time" content={entry.frontmatter.updated} />
      <SearchOptOut search={entry.frontmatter.search} />
      {/* The cork-ireland page starts at the top, even when the browser would restore a scroll position. */}
      {entry.slug === 'cork-ireland' && <script src="/scroll-top.js" defer />}
    </>
  )
}

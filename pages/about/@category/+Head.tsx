import { useData } from 'vike-react/useData'
import { SearchOptOut } from '../../../components/longform/SearchOptOut'
import type { Data } from './+data'

export default function Head() {
  const entry = useData<Data>()
  return (
    <>
      <meta property="article:modified_time" content={entry.frontmatter.updated} />
      <SearchOptOut search={entry.frontmatter.search} />
      {/* The cork-ireland page starts at the top, even when the browser would restore a scroll position. */}
      {entry.slug === 'cork-ireland' && <script src="/scroll-top.js" defer />}
    </>
  )
}

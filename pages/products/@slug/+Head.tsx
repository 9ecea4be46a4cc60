import { useData } from 'vike-react/useData'
import { SearchOptOut } from '../../../components/longform/SearchOptOut'
import type { Data } from './+data'

export default function Head() {
  const { frontmatter } = useData<Data>()
  return (
    <>
      <meta property="article:modified_time" content={frontmatter.updated} />
      <SearchOptOut search={frontmatter.search} />
      <script src="/reveal.js" defer />
    </>
  )
}

import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { SearchOptOut } from '../../../components/longform/SearchOptOut'
import { ArticleHead } from '../../../components/longform/ArticleHead'
import type { Data } from './+data'

export default function Head() {
  const { urlPathname } = usePageContext()
  const fm = useData<Data>().frontmatter
  return (
    <>
      <SearchOptOut search={fm.search} />
      <ArticleHead page={fm} published={fm.date} author={fm.author} url={urlPathname} jsonLd />
    </>
  )
}

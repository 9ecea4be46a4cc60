import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { personPhoto } from '../../../components/images/contentImages'
import { SearchOptOut } from '../../../components/longform/SearchOptOut'
import { ArticleHead } from '../../../components/longform/ArticleHead'
import { authorUrl } from '../../../content/blogPages'
import type { Data } from './+data'

export default function Head() {
  const { urlPathname } = usePageContext()
  const { frontmatter: fm, author } = useData<Data>()
  return (
    <>
      <SearchOptOut search={fm.search} />
      <ArticleHead
        page={fm}
        published={fm.date}
        author={{
          name: author.name,
          url: authorUrl(author.slug),
          jobTitle: author.title,
          image: author.photo && personPhoto(author.photo, author.name).src,
        }}
        url={urlPathname}
        jsonLd
      />
    </>
  )
}

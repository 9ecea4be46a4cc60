import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { personPhoto } from '../../../components/images/contentImages'
import { JsonLd } from '../../../components/seo/JsonLd'
import { absoluteUrl } from '../../../components/seo/siteUrl'
import { authorUrl } from '../../../content/blogPages'
import type { Data } from './+data'

// The author as a Person, the page as their profile (the address an article's JSON-LD names its author by). Their later
// pages, as the blog's (pages/blog/page/@n/+Head.tsx), are no result of their own.
export default function Head() {
  const { urlPathname } = usePageContext()
  const { author, n } = useData<Data>()
  if (n > 1) return <meta name="robots" content="noindex, follow" />
  return (
    <JsonLd
      data={{
        '@type': 'ProfilePage',
        url: absoluteUrl(urlPathname),
        mainEntity: {
          '@type': 'Person',
          name: author.name,
          jobTitle: author.title,
          description: author.bio,
          url: absoluteUrl(authorUrl(author.slug)),
          ...(author.photo ? { image: absoluteUrl(personPhoto(author.photo, author.name).src) } : {}),
        },
      }}
    />
  )
}

import { site } from '../../content/site'
import { JsonLd } from '../seo/JsonLd'
import { absoluteUrl } from '../seo/siteUrl'

/** `page`: its frontmatter; `url`: the page's path (urlPathname), which the JSON-LD makes absolute. */
type Props = {
  page: { title: string; description: string; updated: string }
  published?: string
  /** The writer, a Person with the address of their page (a blog article's); the company otherwise. */
  author?: { name: string; url: string; jobTitle?: string; image?: string }
  url: string
  jsonLd?: boolean
}

/**
 * Head tags for a dated page: article:modified_time (read by the sitemap) and, for articles and policies,
 * Article JSON-LD with dateModified from frontmatter.
 */
export function ArticleHead({ page, published, author, url, jsonLd }: Props) {
  const { title, description, updated } = page
  const pageUrl = absoluteUrl(url)
  const data = {
    '@type': 'Article',
    headline: title,
    description,
    dateModified: updated,
    ...(published ? { datePublished: published } : {}),
    author: author
      ? {
          '@type': 'Person',
          name: author.name,
          url: absoluteUrl(author.url),
          ...(author.jobTitle ? { jobTitle: author.jobTitle } : {}),
          ...(author.image ? { image: absoluteUrl(author.image) } : {}),
        }
      : { '@type': 'Organization', name: site.brand },
    publisher: { '@type': 'Organization', name: site.brand },
    // Absolute, from the one site-URL rule (SITE_URL, else content/site.ts), so an empty SITE_URL cannot make it relative.
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
  }
  return (
    <>
      <meta property="article:modified_time" content={updated} />
      {published && <meta property="article:published_time" content={published} />}
      {jsonLd && <JsonLd data={data} />}
    </>
  )
}

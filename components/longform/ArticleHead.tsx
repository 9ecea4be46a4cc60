import { site } from '../../content/site'

type Props = { title: string; description: string; updated: string; published?: string; author?: string; url: string; jsonLd?: boolean }

/**
 * Head tags for a dated page: article:modified_time (read by the sitemap) and, for articles and policies,
 * Article JSON-LD with dateModified from frontmatter.
 */
export function ArticleHead({ title, description, updated, published, author, url, jsonLd }: Props) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description,
    dateModified: updated,
    ...(published ? { datePublished: published } : {}),
    author: author ? { '@type': 'Person', name: author } : { '@type': 'Organization', name: site.brand },
    publisher: { '@type': 'Organization', name: site.brand },
    mainEntityOfPage: `${(process.env.SITE_URL ?? site.url).replace(/\/$/, '')}${url}`,
  }
  return (
    <>
      <meta property="article:modified_time" content={updated} />
      {published && <meta property="article:published_time" content={published} />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />}
    </>
  )
}

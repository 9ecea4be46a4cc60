/**
 * A JSON-LD block (https://schema.org). Pages may render one in their +Head or body:
 * BreadcrumbList where a breadcrumb shows, VideoObject on video pages, Article on blog posts and legal pages.
 * `<` is escaped so no text inside the data can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

/** Embeds schema.org data as JSON-LD. `<` is escaped so no text in the data can close the script element. */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

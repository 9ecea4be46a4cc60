import { usePageContext } from 'vike-react/usePageContext'
import { ArticleLayout } from '../../components/longform/ArticleLayout'
import { findEntry } from './findEntry'

/** /privacy, /terms, /cookies (content/legal/) and /supply-chain-clearing-house, /ecosystem-partners, /careers (content/pages/). */
export default function Page() {
  const found = findEntry(usePageContext().routeParams.slug!)!
  return found.kind === 'legal' ? (
    <ArticleLayout entry={found.entry} icon="ShieldCheck" eyebrow="Legal" numericDates />
  ) : (
    <ArticleLayout entry={found.entry} eyebrow={found.entry.frontmatter.eyebrow} />
  )
}

import { usePageContext } from 'vike-react/usePageContext'
import { ArticleLayout } from '../../../components/longform/ArticleLayout'
import { BackLink } from '../../../components/longform/BackLink'
import type { IconName } from '../../../components/mdx/Icon'
import { findAboutEntry } from './findAboutEntry'

/** /about/{category}: the category's MDX under its title and icon, with the fixed 'Back to About' button. */
export default function Page() {
  const entry = findAboutEntry(usePageContext().routeParams.category!)!
  return <ArticleLayout entry={entry} icon={entry.frontmatter.icon as IconName} eyebrow="About E THE REAL" before={<BackLink href="/about">Back to About</BackLink>} />
}

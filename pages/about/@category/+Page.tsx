import { useData } from 'vike-react/useData'
import { ArticleLayout } from '../../../components/longform/ArticleLayout'
import { BackLink } from '../../../components/longform/BackLink'
import { aboutIndex } from '../../../content/aboutIndex'
import type { Data } from './+data'

/** /about/{category}: the category's MDX under its title and icon, with the fixed 'Back to About' button. */
export default function Page() {
  const entry = useData<Data>()
  return (
    <ArticleLayout
      entry={entry}
      icon={entry.frontmatter.icon}
      eyebrow={aboutIndex.categoryEyebrow}
      before={<BackLink href="/about">{aboutIndex.backLink}</BackLink>}
    />
  )
}

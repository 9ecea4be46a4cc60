import type { PageContext } from 'vike/types'
import { formatDate } from '../../components/mdx/FormattedDate'
import { pageTitle } from '../../components/longform/pageTitle'
import { policyVersions } from '../../content/policyVersions'
import type { Data } from './+data'

export default ({ data: { version } }: PageContext<Data>) =>
  pageTitle(policyVersions.versionTitle(version.frontmatter.title, formatDate(version.effective, 'numeric')))

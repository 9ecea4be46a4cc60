import type { PageContext } from 'vike/types'
import { formatDate } from '../../components/mdx/FormattedDate'
import { findVersion } from '../../content/policies'
import { pageTitle } from '../../components/longform/pageTitle'
import { policyVersions } from '../../content/policyVersions'

export default (pageContext: PageContext) => {
  const found = findVersion(pageContext.routeParams.policy!, pageContext.routeParams.effective!)
  return pageTitle(found ? policyVersions.versionTitle(found.version.frontmatter.title, formatDate(found.version.effective, 'numeric')) : 'Page Not Found')
}

import type { PageContext } from 'vike/types'
import { findVersion } from '../../content/policies'

export default (pageContext: PageContext) => findVersion(pageContext.routeParams.policy!, pageContext.routeParams.effective!)?.version.frontmatter.description ?? ''

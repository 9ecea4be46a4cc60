import type { PageContext } from 'vike/types'
import { findVersion } from '../../components/longform/policies'

export default (pageContext: PageContext) => findVersion(pageContext.routeParams.policy!, pageContext.routeParams.effective!)?.version.frontmatter.description ?? ''

import type { PageContext } from 'vike/types'
import { getEntry } from '../../../components/longform/collection'

export default (pageContext: PageContext) => getEntry('blog', pageContext.routeParams.slug!)?.frontmatter.description ?? ''

import type { PageContext } from 'vike/types'
import { getEntry } from '../../../content/collection'

export default (pageContext: PageContext) => getEntry('blog', pageContext.routeParams.slug!)?.frontmatter.description ?? ''

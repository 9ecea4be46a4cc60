import type { PageContext } from 'vike/types'
import { getEntry } from '../../../content/collection'

export default (pageContext: PageContext) => getEntry('products', pageContext.routeParams.slug!)?.frontmatter.description ?? ''

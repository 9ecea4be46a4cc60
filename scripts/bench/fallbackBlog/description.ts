import type { PageContext } from 'vike/types'
import { findArticle } from './articles'
export default (pageContext: PageContext) => findArticle(pageContext.routeParams.slug!)?.frontmatter.description ?? ''

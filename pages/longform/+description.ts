import type { PageContext } from 'vike/types'
import { findEntry } from './findEntry'

export default (pageContext: PageContext) => findEntry(pageContext.routeParams.slug!, pageContext.asOf)?.entry.frontmatter.description ?? ''

import type { PageContext } from 'vike/types'
import { findAboutEntry } from './findAboutEntry'

export default (pageContext: PageContext) => findAboutEntry(pageContext.routeParams.category!)?.frontmatter.description ?? ''

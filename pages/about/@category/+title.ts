import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../components/longform/pageTitle'
import { findAboutEntry } from './findAboutEntry'

export default (pageContext: PageContext) => pageTitle(findAboutEntry(pageContext.routeParams.category!)?.frontmatter.title ?? 'About')

import type { PageContext } from 'vike/types'
import { pageTitle } from '../../components/longform/pageTitle'
import { findEntry } from './findEntry'

export default (pageContext: PageContext) => pageTitle(findEntry(pageContext.routeParams.slug!, pageContext.asOf)?.entry.frontmatter.title ?? 'Page Not Found')

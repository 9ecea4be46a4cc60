import type { PageContext } from 'vike/types'
import { getEntry } from '../../../content/collection'
import { pageTitle } from '../../../components/longform/pageTitle'

export default (pageContext: PageContext) => pageTitle(getEntry('blog', pageContext.routeParams.slug!)?.frontmatter.title ?? 'Blog')

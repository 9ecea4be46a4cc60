import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../components/longform/pageTitle'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) => pageTitle(pageContext.data.frontmatter.title)

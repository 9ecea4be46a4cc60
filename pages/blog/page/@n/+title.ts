import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../../components/longform/pageTitle'
import { blogIndex } from '../../../../content/blogIndex'
import { fill } from '../../../../content/fill'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) =>
  pageTitle(fill(blogIndex.pageTitle, { page: pageContext.data.n, pages: pageContext.data.pages }))

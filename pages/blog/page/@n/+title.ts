import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../../components/longform/pageTitle'
import { blogIndex } from '../../../../content/blogIndex'
import { fill } from '../../../../content/fill'
import type { Data } from './+data'

// As the topics' and authors' lists: page 1 is the list's own title (/blog's), which its later pages' share card shows.
export default ({ data: { n, pages } }: PageContext<Data>) =>
  pageTitle(n === 1 ? blogIndex.title : fill(blogIndex.pageTitle, { page: n, pages }))

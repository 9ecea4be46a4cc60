import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../components/longform/pageTitle'
import { blogIndex } from '../../../content/blogIndex'
import { fill } from '../../../content/fill'
import type { Data } from './+data'

export default ({ data: { author, n, pages } }: PageContext<Data>) =>
  pageTitle(
    fill(n === 1 ? blogIndex.author.title : blogIndex.author.pageTitle, { author: author.name, page: n, pages }),
  )

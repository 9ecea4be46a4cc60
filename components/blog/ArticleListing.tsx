import { styled } from 'styled-components'
import { blogIndex } from '../../content/blogIndex'
import { listPageUrl, type BlogList, type listPage } from '../../content/blogPosts'
import { BlogList as Articles } from './BlogList'
import { BlogPages } from './BlogPages'

/**
 * A page of a list of articles (the blog's later pages, a topic's, an author's): the articles and the way to the
 * list's other pages; a page past the list's end at its moment says so and leads to the last.
 */
export function ArticleListing({
  list,
  page,
  className,
}: {
  list: BlogList
  page: ReturnType<typeof listPage>
  /** The list's own (a page whose heading sits right above it lays it out closer). */
  className?: string
}) {
  if (!page.posts.length)
    return (
      <Empty>
        {blogIndex.noneHere} <a href={listPageUrl(list, page.pages)}>{blogIndex.newer}</a>
      </Empty>
    )
  return (
    <>
      <Articles posts={page.posts} className={className} />
      <BlogPages page={page.n} pages={page.pages} list={list} />
    </>
  )
}

const Empty = styled.p`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[10]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[16]};
`

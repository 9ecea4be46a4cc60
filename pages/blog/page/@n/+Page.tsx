import { useData } from 'vike-react/useData'
import { styled } from 'styled-components'
import { BlogFeedLink } from '../../../../components/blog/BlogFeedLink'
import { BlogList } from '../../../../components/blog/BlogList'
import { BlogPages } from '../../../../components/blog/BlogPages'
import { Hero } from '../../../../components/mdx/Hero'
import { blogIndex } from '../../../../content/blogIndex'
import { blogPageUrl } from '../../../../content/blogPages'
import { fill } from '../../../../content/fill'
import type { Data } from './+data'

const count = (n: number) => n.toLocaleString('en-GB')

/** /blog/page/2 and on: the articles older than the page before's, a page of them, newest first. */
export default function Page() {
  const { posts, n, pages, first, last, total } = useData<Data>()
  return (
    <>
      <Hero
        eyebrow={blogIndex.eyebrow}
        title={blogIndex.title}
        lead={
          posts.length
            ? fill(blogIndex.pageLead, { first: count(first), last: count(last), total: count(total) })
            : undefined
        }
      />
      {posts.length ? (
        <>
          <BlogList posts={posts} />
          <BlogPages page={n} pages={pages} />
          <BlogFeedLink />
        </>
      ) : (
        <Empty>
          {blogIndex.noneHere} <a href={blogPageUrl(pages)}>{blogIndex.newer}</a>
        </Empty>
      )}
    </>
  )
}

const Empty = styled.p`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[10]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[16]};
`

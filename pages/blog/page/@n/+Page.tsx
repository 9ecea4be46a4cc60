import { useData } from 'vike-react/useData'
import { ArticleListing } from '../../../../components/blog/ArticleListing'
import { BlogFeedLink } from '../../../../components/blog/BlogFeedLink'
import { Hero } from '../../../../components/mdx/Hero'
import { blogIndex } from '../../../../content/blogIndex'
import { fill } from '../../../../content/fill'
import type { Data } from './+data'

const count = (n: number) => n.toLocaleString('en-GB')

/** /blog/page/2 and on: the articles older than the page before's, a page of them, newest first. */
export default function Page() {
  const page = useData<Data>()
  const { posts, first, last, total } = page
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
      <ArticleListing list={{ kind: 'blog' }} page={page} />
      {posts.length > 0 && <BlogFeedLink />}
    </>
  )
}

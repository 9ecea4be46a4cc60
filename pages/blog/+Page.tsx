import { usePageContext } from 'vike-react/usePageContext'
import { blogPage } from '../../content/blogPosts'
import { pageMoment } from '../../content/policyDays'
import { Hero } from '../../components/mdx/Hero'
import { blogIndex } from '../../content/blogIndex'
import { BlogList } from '../../components/blog/BlogList'
import { BlogPages } from '../../components/blog/BlogPages'
import { BlogFeedLink } from '../../components/blog/BlogFeedLink'

/**
 * /blog: the newest articles out at the page's moment (a copy per scheduled article: pages/blog/+onBeforePrerenderStart.ts),
 * newest first, a page of them; the older ones on /blog/page/2 and on (pages/blog/page/@n).
 */
export default function Page() {
  const { asOf } = usePageContext()
  const { posts, pages } = blogPage(pageMoment(asOf), 1)
  return (
    <>
      <Hero eyebrow={blogIndex.eyebrow} title={blogIndex.title} lead={blogIndex.lead} />
      <BlogList posts={posts} />
      <BlogPages page={1} pages={pages} />
      <BlogFeedLink />
    </>
  )
}

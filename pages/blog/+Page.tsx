import { usePageContext } from 'vike-react/usePageContext'
import { styled } from 'styled-components'
import { blogPage, topicCounts, topicsOutAt } from '../../content/blogPosts'
import { pageMoment } from '../../content/policyDays'
import { Hero } from '../../components/mdx/Hero'
import { blogIndex } from '../../content/blogIndex'
import { BlogList } from '../../components/blog/BlogList'
import { BlogPages } from '../../components/blog/BlogPages'
import { BlogFeedLink } from '../../components/blog/BlogFeedLink'
import { TopicLinks } from '../../components/blog/TopicLinks'
import { searchIgnored } from '../../components/search/searchIgnored'

/**
 * /blog: the topics with articles out at the page's moment, then the newest of those articles (a copy per scheduled
 * article: pages/blog/+onBeforePrerenderStart.ts), newest first, a page of them; the older ones on /blog/page/2 and on
 * (pages/blog/page/@n).
 */
export default function Page() {
  const { asOf } = usePageContext()
  const moment = pageMoment(asOf)
  const { posts, pages } = blogPage(moment, 1)
  const topics = topicsOutAt(moment)
  return (
    <>
      <Hero eyebrow={blogIndex.eyebrow} title={blogIndex.title} lead={blogIndex.lead} />
      {topics.length > 0 && (
        // A way to other pages, as the menus are: not this page's text for the site's search.
        <Topics {...searchIgnored}>
          <TopicLinks topics={topics} label={blogIndex.browseTopics} heading="h2" counts={topicCounts(moment)} />
        </Topics>
      )}
      <BlogList posts={posts} />
      <BlogPages page={1} pages={pages} />
      <BlogFeedLink />
    </>
  )
}

const Topics = styled.div`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[10]} ${(p) => p.theme.space[4]} 0;
`

import { ArrowLeft } from 'lucide-react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { styled } from 'styled-components'
import { ArticleListing } from '../../../components/blog/ArticleListing'
import { BlogFeedLink } from '../../../components/blog/BlogFeedLink'
import { articleCount, TopicLinks } from '../../../components/blog/TopicLinks'
import { Hero } from '../../../components/mdx/Hero'
import { searchIgnored } from '../../../components/search/searchIgnored'
import { blogIndex } from '../../../content/blogIndex'
import { blogPageUrl, topicFeedUrl } from '../../../content/blogPages'
import { topicsOutAt } from '../../../content/blogPosts'
import { pageMoment } from '../../../content/policyDays'
import { fill } from '../../../content/fill'
import type { Data } from './+data'

/**
 * /blog/topics/{slug}: a topic's articles, newest first, a page of them; its feed; the way to the other topics with
 * articles out at the page's moment (a topic of a scheduled article has a copy of its pages for each minute one goes
 * live: pages/blog/topics/+onBeforePrerenderStart.ts).
 */
export default function Page() {
  const page = useData<Data>()
  const { topic } = page
  const moment = pageMoment(usePageContext().asOf)
  return (
    <>
      <Hero eyebrow={blogIndex.topic.eyebrow} title={topic.name} lead={topic.description}>
        <Count>{articleCount(page.total)}</Count>
      </Hero>
      <ArticleListing list={{ kind: 'topic', slug: topic.slug }} page={page} />
      {/* The same words on every topic's page ('Subscribe to …'): found in search, they would answer for all of them. */}
      <div {...searchIgnored}>
        <BlogFeedLink href={topicFeedUrl(topic.slug)} label={fill(blogIndex.topic.feedLink, { topic: topic.name })} />
      </div>
      <Elsewhere {...searchIgnored}>
        <TopicLinks topics={topicsOutAt(moment)} label={blogIndex.browseTopics} heading="h2" current={topic.slug} />
        <p>
          <a href={blogPageUrl(1)}>
            <ArrowLeft size={16} aria-hidden="true" /> {blogIndex.allArticles}
          </a>
        </p>
      </Elsewhere>
    </>
  )
}

const Count = styled.p`
  margin: ${(p) => p.theme.space[4]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.onDark};
`
const Elsewhere = styled.div`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space[4]} ${(p) => p.theme.space[16]};
  p {
    margin-top: ${(p) => p.theme.space[6]};
  }
`

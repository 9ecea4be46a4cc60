import { useData } from 'vike-react/useData'
import { blogIndex } from '../../../content/blogIndex'
import { topicFeedUrl } from '../../../content/blogPages'
import { fill } from '../../../content/fill'
import type { Data } from './+data'

// The topic's feed. Its later pages, as the blog's (pages/blog/page/@n/+Head.tsx), lead on to older articles but are no
// result of their own: no sitemap entry, text twin, llms.txt line or search result.
export default function Head() {
  const { topic, n } = useData<Data>()
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={fill(blogIndex.topic.feedTitle, { topic: topic.name })}
        href={topicFeedUrl(topic.slug)}
      />
      {n > 1 && <meta name="robots" content="noindex, follow" />}
    </>
  )
}

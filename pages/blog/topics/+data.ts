// https://vike.dev/data — a topic's page of articles, found once for its page, head and title; a topic with no page,
// or a page number that is not one (/page/1 is the topic's own address), is a 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { listPage } from '../../../content/blogPosts'
import { topicBySlug } from '../../../content/blogTopics'
import { pageMoment } from '../../../content/policyDays'
import { listPageNumber } from '../../../content/blogPages'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const { topic: slug, page } = pageContext.routeParams
  const topic = topicBySlug(slug!)
  const n = listPageNumber(page!)
  if (!topic || !n) throw render(404)
  return { topic, ...listPage({ kind: 'topic', slug: topic.slug }, pageMoment(pageContext.asOf), n) }
}

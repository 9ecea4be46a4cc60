import { authorNamed, slugOf } from './blogAuthors'
import { authorUrl, topicUrl } from './blogPages'
import { topicNamed } from './blogTopics'
import { momentOfPublishAt } from './policyDays'

type Post = { frontmatter: { tags: readonly string[]; author: string; publishAt?: string } }

/** The slugs of an article's topics (content/blogTopics.ts), in the order the article names them. */
export const topicSlugsOf = (p: Post) => p.frontmatter.tags.flatMap((tag) => topicNamed(tag)?.slug ?? [])

/** The slug of an article's author's page. */
export const authorSlugOf = (p: Post) => authorNamed(p.frontmatter.author)?.slug ?? slugOf(p.frontmatter.author)

/**
 * The topic and author pages whose every article is scheduled, each with the moment the first goes live
 * (yyyy-mm-ddThh-mm): until then the page would list nothing, so it answers 404 and is in no list, as a scheduled
 * article's own page (scripts/policies/writePolicyCopies.ts puts them on the timeline beside the articles).
 */
export function listsGoingLive(posts: readonly Post[]): { address: string; publishAt: string }[] {
  /** By address, the moment its first article is out: '' for one with an article out at any moment. */
  const first = new Map<string, string>()
  const add = (address: string, moment: string) => {
    const known = first.get(address)
    first.set(address, known === undefined || moment < known ? moment : known)
  }
  for (const post of posts) {
    const { publishAt } = post.frontmatter
    const moment = publishAt ? momentOfPublishAt(publishAt) : ''
    for (const slug of topicSlugsOf(post)) add(topicUrl(slug), moment)
    add(authorUrl(authorSlugOf(post)), moment)
  }
  return [...first].flatMap(([address, publishAt]) => (publishAt ? [{ address, publishAt }] : []))
}

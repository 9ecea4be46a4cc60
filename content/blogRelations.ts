import { isOut, momentOfPublishAt } from './policyDays'

/** What the end of an article needs to know of the others: its file name, date, topics and minute (if scheduled). */
type Relatable = { slug: string; frontmatter: { date: string; tags?: readonly string[]; publishAt?: string } }

/** How many articles an article's end offers to read next. */
const RELATED_COUNT = 3

/**
 * What the end of each article offers, worked out over the whole blog once (a page asks for its own): the articles to
 * read next and the ones before and after it by date. `posts` are every article to be built, newest first.
 */
export function blogRelations<P extends Relatable>(posts: readonly P[]) {
  const position = new Map(posts.map((p, i) => [p, i]))
  /** Each topic's articles, newest first. */
  const byTopic = new Map<string, P[]>()
  for (const p of posts)
    for (const tag of new Set(p.frontmatter.tags ?? [])) byTopic.set(tag, [...(byTopic.get(tag) ?? []), p])

  /**
   * The end of `post` as it reads from the moment the page shows (its own minute, for an article not out at `moment`,
   * the build's): only articles out by then, never itself.
   * - `related`: those sharing the most of its topics, the newer first among equals; when fewer than RELATED_COUNT
   *   share one, the newest others, so that every article leads somewhere.
   * - `older` and `newer`: the articles just before and after it in the blog's order (by date).
   */
  return function endOf(post: P, moment: string) {
    const { publishAt } = post.frontmatter
    const at = publishAt && momentOfPublishAt(publishAt) > moment ? momentOfPublishAt(publishAt) : moment
    const readable = (p: P) => p !== post && isOut(p.frontmatter, at)
    const shared = new Map<P, number>()
    for (const tag of new Set(post.frontmatter.tags ?? []))
      for (const p of byTopic.get(tag) ?? []) if (readable(p)) shared.set(p, (shared.get(p) ?? 0) + 1)
    // The best few by one pass, not a sort: a topic of a large blog holds thousands of articles. `ahead(a, b)` > 0
    // when a comes first: more topics shared, or as many and newer.
    const ahead = (a: P, b: P) => shared.get(a)! - shared.get(b)! || position.get(b)! - position.get(a)!
    const related: P[] = []
    for (const p of shared.keys()) {
      if (related.length === RELATED_COUNT) {
        if (ahead(p, related.at(-1)!) <= 0) continue
        related.pop()
      }
      const place = related.findIndex((q) => ahead(p, q) > 0)
      related.splice(place === -1 ? related.length : place, 0, p)
    }
    for (const p of posts) {
      if (related.length >= RELATED_COUNT) break
      if (readable(p) && !shared.has(p)) related.push(p)
    }
    const i = position.get(post)!
    let newer: P | undefined
    for (let j = i - 1; j >= 0 && !newer; j--) if (readable(posts[j]!)) newer = posts[j]
    let older: P | undefined
    for (let j = i + 1; j < posts.length && !older; j++) if (readable(posts[j]!)) older = posts[j]
    return { related, newer, older }
  }
}

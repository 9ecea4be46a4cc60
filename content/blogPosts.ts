import { authorSlugOf, topicSlugsOf } from './blogLists'
import { getCollection, type Entry } from './collection'
import { blogIndex } from './blogIndex'
import { authorUrl, blogPageCount, blogPageUrl, topicUrl } from './blogPages'
import { blogRelations } from './blogRelations'
import { blogTopics } from './blogTopics'
import { isOut, momentOfPublishAt, pageMoment } from './policyDays'

type Post = Entry<'blog'>

let sorted: Post[] | undefined

/** Every blog article, scheduled ones too, newest first (sorted once: pre-rendering asks on every blog page). */
export const allPosts = (): Post[] =>
  (sorted ??= [...getCollection('blog')].sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date)))

/** Of `posts`, those out at `moment` (yyyy-mm-ddThh-mm, see content/policyDays.ts); all of them under `npm run dev`. */
const outAt = (posts: Post[], moment: string) =>
  import.meta.env.DEV ? posts : posts.filter((p) => isOut(p.frontmatter, moment))

/** The minutes at which scheduled articles go live (publishAt), as moments. */
export const publishMoments = () =>
  allPosts().flatMap((p) => (p.frontmatter.publishAt ? [momentOfPublishAt(p.frontmatter.publishAt)] : []))

/** A list of articles with a page (or pages) of its own: the blog's, a topic's, an author's. */
export type BlogList = { kind: 'blog' } | { kind: 'topic' | 'author'; slug: string }

let lists: Map<string, Post[]> | undefined

/** Every topic's and every author's articles, scheduled ones too, newest first, by 'topic:slug' and 'author:slug'. */
function listsOfPosts() {
  if (lists) return lists
  lists = new Map()
  const add = (key: string, p: Post) => lists!.set(key, [...(lists!.get(key) ?? []), p])
  for (const p of allPosts()) {
    for (const slug of topicSlugsOf(p)) add(`topic:${slug}`, p)
    add(`author:${authorSlugOf(p)}`, p)
  }
  return lists
}

/** Every article of a list, scheduled ones too, newest first. */
const postsOf = (list: BlogList) =>
  list.kind === 'blog' ? allPosts() : (listsOfPosts().get(`${list.kind}:${list.slug}`) ?? [])

/** The address of page `n` of a list. */
export const listPageUrl = (list: BlogList, n: number) =>
  list.kind === 'blog' ? blogPageUrl(n) : list.kind === 'topic' ? topicUrl(list.slug, n) : authorUrl(list.slug, n)

/**
 * Page `n` of a list at `moment`: its articles, newest first, and where they stand in the whole list. A page past the
 * last has none (a scheduled article may add a page from its minute on).
 */
export function listPage(list: BlogList, moment: string, n: number) {
  const all = outAt(postsOf(list), moment)
  const start = (n - 1) * blogIndex.perPage
  const posts = all.slice(start, start + blogIndex.perPage)
  return { posts, n, pages: blogPageCount(all.length), total: all.length, first: start + 1, last: start + posts.length }
}

/** Page `n` of the blog's list at `moment`. */
export const blogPage = (moment: string, n: number) => listPage({ kind: 'blog' }, moment, n)

/** The topics, in the list's order, with an article out at `moment`. */
export const topicsOutAt = (moment: string) =>
  blogTopics.filter((t) => outAt(listsOfPosts().get(`topic:${t.slug}`) ?? [], moment).length > 0)

/** How many articles each topic (by slug) has out at `moment`. */
export const topicCounts = (moment: string) =>
  new Map(
    [...listsOfPosts()].flatMap(([key, posts]) =>
      key.startsWith('topic:') ? [[key.slice(6), outAt(posts, moment).length] as const] : [],
    ),
  )

/**
 * The addresses of a kind of list: every page of every list of that kind that has an article, the scheduled ones too
 * (`urls`), and of those, the pages of the lists with a scheduled article (`changing`: they are pre-rendered as they read
 * from each minute one goes live too). A list's page past its last at a moment says so; a list whose articles are all
 * still to come answers 404 until the first is out (server/site/asOf.ts).
 */
export function listUrls(kind: 'topic' | 'author') {
  const urls: string[] = []
  const changing: string[] = []
  for (const [key, posts] of listsOfPosts()) {
    if (!key.startsWith(`${kind}:`)) continue
    const list = { kind, slug: key.slice(kind.length + 1) }
    const pages = Array.from({ length: blogPageCount(posts.length) }, (_, i) => listPageUrl(list, i + 1))
    urls.push(...pages)
    if (posts.some((p) => p.frontmatter.publishAt)) changing.push(...pages)
  }
  return { urls, changing }
}

/** The list's pages after the first, as many as every article (the scheduled ones too) fills. */
export const laterBlogPageUrls = () =>
  Array.from({ length: blogPageCount(allPosts().length) - 1 }, (_, i) => blogPageUrl(i + 2))

let endOf: ReturnType<typeof blogRelations<Post>> | undefined

/**
 * The end of an article's page: the articles to read next and the ones before and after it (content/blogRelations.ts),
 * as out at the build's moment, or at the article's own minute if later. Under `npm run dev`, every article.
 */
export function articleEnd(post: Post) {
  endOf ??= blogRelations(allPosts())
  return endOf(post, import.meta.env.DEV ? '9999-12-31T23-59' : pageMoment())
}

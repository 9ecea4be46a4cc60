// Build step: writes dist/client/blog/feed.xml (RSS 2.0) from content/blog/*.mdx. Run by `npm run build`.
import fs from 'node:fs'
import path from 'node:path'
import { blogIndex } from '../content/blogIndex'
import { blogArticleUrl, topicFeedUrl, topicUrl } from '../content/blogPages'
import { blogTopics, type Topic } from '../content/blogTopics'
import { fill } from '../content/fill'
import { blogFrontmatter, type BlogFrontmatter } from '../content/schemas/frontmatter'
import { siteUrl } from '../components/seo/siteUrl'
import { readFrontmatter } from '../content/validate'
import { hiddenAt, readTimeline } from '../server/site/asOf'
import { isMain } from '../server/isMain'

type Post = { slug: string; frontmatter: BlogFrontmatter }

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString()

/** The non-draft posts of content/blog (scheduled ones too), newest first. */
export function readPosts(root: string): Post[] {
  const dir = path.join(root, 'content/blog')
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({
      slug: f.replace(/\.mdx$/, ''),
      frontmatter: blogFrontmatter.cast(readFrontmatter(fs.readFileSync(path.join(dir, f), 'utf8'))),
    }))
    .filter((p) => !p.frontmatter.draft)
    .sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date))
}

/** What a feed is: the blog's, or one topic's. */
type Channel = { title: string; link: string; self: string; description: string }

const blogChannel: Channel = {
  title: blogIndex.feedTitle,
  link: '/blog',
  self: blogIndex.feedUrl,
  description: blogIndex.description,
}

/** A topic's feed: its articles only (content/blogTopics.ts). */
const topicChannel = (topic: Topic): Channel => ({
  title: fill(blogIndex.topic.feedTitle, { topic: topic.name }),
  link: topicUrl(topic.slug),
  self: topicFeedUrl(topic.slug),
  description: topic.description,
})

/** An RSS 2.0 document for the newest posts: a feed reader asks often, and wants what is new (blogIndex.feedItems). */
export function feedXml(posts: Post[], base: string, channel: Channel = blogChannel): string {
  const items = posts
    .slice(0, blogIndex.feedItems)
    .map(({ slug, frontmatter: fm }) => {
      const link = `${base}${blogArticleUrl(slug)}`
      return `    <item>
      <title>${esc(fm.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <description>${esc(fm.description)}</description>
      <pubDate>${rfc822(fm.date)}</pubDate>
      <dc:creator>${esc(fm.author)}</dc:creator>
${fm.tags.map((t) => `      <category>${esc(t)}</category>`).join('\n')}
    </item>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${esc(channel.title)}</title>
    <link>${base}${channel.link}</link>
    <atom:link href="${base}${channel.self}" rel="self" type="application/rss+xml" />
    <description>${esc(channel.description)}</description>
    <language>en</language>
${posts[0] ? `    <lastBuildDate>${rfc822(posts[0].frontmatter.date)}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`
}

/**
 * Every feed the build writes (its address under dist/client, its channel, its articles, scheduled ones too): the
 * blog's, and one for each topic with an article.
 */
export function feedsOf(posts: Post[]) {
  return [
    { file: blogIndex.feedUrl, channel: blogChannel, posts },
    ...blogTopics.flatMap((topic) => {
      const onTopic = posts.filter((p) => p.frontmatter.tags.includes(topic.name))
      return onTopic.length ? [{ file: topicFeedUrl(topic.slug), channel: topicChannel(topic), posts: onTopic }] : []
    }),
  ]
}

if (isMain(import.meta.url)) {
  const base = siteUrl()
  const timeline = readTimeline(path.resolve('dist'))
  const built = timeline?.built ?? ''
  const outAt = (posts: Post[], moment: string) =>
    posts.filter((p) => !hiddenAt(timeline, moment).has(blogArticleUrl(p.slug)))
  const feeds = feedsOf(readPosts(process.cwd()))
  // Each feed as of the build, and, for a feed with a scheduled article, as of each other moment on which one goes live
  // (dist/as-of/<moment>/; the server serves the copy for now). The others read the same at every moment.
  const moments = timeline?.scheduled.length ? timeline.days : [built]
  let copies = 0
  for (const { file, channel, posts } of feeds)
    for (const moment of moments) {
      if (moment !== built && !posts.some((p) => p.frontmatter.publishAt)) continue
      const out = path.resolve(moment === built ? 'dist/client' : `dist/as-of/${moment}`, file.slice(1))
      fs.mkdirSync(path.dirname(out), { recursive: true })
      fs.writeFileSync(out, feedXml(outAt(posts, moment), base, channel))
      if (moment !== built) copies++
    }
  const out = outAt(feeds[0]!.posts, built).length
  console.log(
    `writeFeed: the newest ${Math.min(out, blogIndex.feedItems)} of ${out} articles in dist/client/blog/feed.xml, ` +
      `a feed for each of ${feeds.length - 1} topics beside their pages` +
      (copies ? `, and ${copies} feed(s) as they read from other moments in dist/as-of` : ''),
  )
}

// Build step: writes dist/client/blog/feed.xml (RSS 2.0) from content/blog/*.mdx. Run by `npm run build`.
import fs from 'node:fs'
import path from 'node:path'
import { blogIndex } from '../content/blogIndex'
import { blogArticleUrl } from '../content/blogPages'
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

/** An RSS 2.0 document for the newest posts: a feed reader asks often, and wants what is new (blogIndex.feedItems). */
export function feedXml(posts: Post[], base: string): string {
  const items = posts
    .slice(0, blogIndex.feedItems)
    .map(({ slug, frontmatter: fm }) => {
      const link = `${base}/blog/${slug}`
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
    <title>${esc(blogIndex.feedTitle)}</title>
    <link>${base}/blog</link>
    <atom:link href="${base}/blog/feed.xml" rel="self" type="application/rss+xml" />
    <description>${esc(blogIndex.description)}</description>
    <language>en</language>
${posts[0] ? `    <lastBuildDate>${rfc822(posts[0].frontmatter.date)}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`
}

if (isMain(import.meta.url)) {
  const base = siteUrl()
  const posts = readPosts(process.cwd())
  const timeline = readTimeline(path.resolve('dist'))
  const built = timeline?.built ?? ''
  const outAt = (moment: string) => posts.filter((p) => !hiddenAt(timeline, moment).has(blogArticleUrl(p.slug)))
  // The feed as of the build, and as of each other moment on which a scheduled article goes live (dist/as-of/<moment>/).
  const moments = timeline?.scheduled.length ? timeline.days : [built]
  for (const moment of moments) {
    const out = path.resolve(moment === built ? 'dist/client' : `dist/as-of/${moment}`, 'blog/feed.xml')
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, feedXml(outAt(moment), base))
  }
  console.log(
    `writeFeed: the newest ${Math.min(outAt(built).length, blogIndex.feedItems)} of ${outAt(built).length} articles in dist/client/blog/feed.xml` +
      (moments.length > 1 ? `, and the feed from each of ${moments.length - 1} other moment(s) in dist/as-of` : ''),
  )
}

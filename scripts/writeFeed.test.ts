import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { blogIndex } from '../content/blogIndex'
import { generateArticles } from './bench/generateArticles'
import { feedXml, readPosts } from './writeFeed'

const post = (title: string, date: string, draft = false) =>
  `---\ntitle: ${title}\ndescription: An article about freight & logistics, long enough for the check.\ndate: ${date}\nupdated: ${date}\nauthor: A. Writer\ndraft: ${draft}\n---\n\nText.\n`

describe('blog feed', () => {
  it('lists published articles newest first, leaves drafts out and escapes text', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'))
    fs.mkdirSync(path.join(root, 'content/blog'), { recursive: true })
    fs.writeFileSync(path.join(root, 'content/blog/older.mdx'), post('Older <one>', '2025-01-02'))
    fs.writeFileSync(path.join(root, 'content/blog/newer.mdx'), post('Newer', '2025-03-04'))
    fs.writeFileSync(path.join(root, 'content/blog/wip.mdx'), post('Work in progress', '2025-05-06', true))
    const xml = feedXml(readPosts(root), 'https://example.com')
    const rss = new XMLParser().parse(xml).rss.channel
    expect(rss.item.map((i: { title: string }) => i.title)).toEqual(['Newer', 'Older <one>'])
    expect(rss.item[0].link).toBe('https://example.com/blog/newer')
    expect(rss.item[0].pubDate).toBe('Tue, 04 Mar 2025 00:00:00 GMT')
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('lists the newest articles only, however many the blog has', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'))
    const count = blogIndex.feedItems + 10
    generateArticles({ count, out: path.join(root, 'content/blog') })
    const posts = readPosts(root)
    expect(posts).toHaveLength(count)
    const rss = new XMLParser().parse(feedXml(posts, 'https://example.com')).rss.channel
    expect(rss.item).toHaveLength(blogIndex.feedItems)
    expect(rss.item.map((i: { title: string }) => i.title)).toEqual(
      posts.slice(0, blogIndex.feedItems).map((p) => p.frontmatter.title),
    )
    expect(rss.item[0].title).toMatch(new RegExp(`^Field notes ${count}:`))
    fs.rmSync(root, { recursive: true, force: true })
  })
})

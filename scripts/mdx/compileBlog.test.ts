import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runSync } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { ThemeProvider } from 'styled-components'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MDXComponents } from '../../components/mdx/MDXComponents'
import type { MdxModule } from '../../content/collection'
import { named } from '../../content/namedContent'
import { theme } from '../../renderer/theme'
import { ARTICLES_DIR } from '../../content/articlesDir'
import { compileBlog } from './compileBlog'

// A real blog folder in a temporary project: articles with a real image, compiled the way the build compiles them.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-blog-'))
const blog = path.join(root, 'content/blog')
const article = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: About ${title}.\ndate: 2026-01-05\nauthor: Mei Lin\n---\n\n${body}\n`

beforeAll(async () => {
  fs.mkdirSync(blog, { recursive: true })
  await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0b7a75' } })
    .jpeg()
    .toFile(path.join(blog, 'quay.jpg'))
  fs.writeFileSync(
    path.join(blog, 'at-the-quay.mdx'),
    article(
      'At the quay',
      'Cranes and **containers**.\n\n## What we saw\n\n![Cranes over the quay at dawn](./quay.jpg "Cork, 6 a.m.")\n\n## What comes next\n\nMore.',
    ),
  )
  fs.writeFileSync(path.join(blog, 'second-look.mdx'), article('Second look', '## Only heading\n\nText.'))
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const render = (slug: string) => {
  const code = fs.readFileSync(path.join(root, ARTICLES_DIR, `${slug}.js`), 'utf8')
  const { default: Content } = runSync(code, { ...runtime, baseUrl: import.meta.url }) as unknown as MdxModule
  const Named = named(`content/blog/${slug}.mdx`, Content as Parameters<typeof named>[1])
  return renderToStaticMarkup(
    createElement(ThemeProvider, { theme }, createElement(Named, { components: MDXComponents })),
  )
}

describe('the blog compiled apart from the bundle', () => {
  it('lists every article with its frontmatter, table of contents and reading time', async () => {
    const { entries, errors } = await compileBlog(root)
    expect(errors).toEqual([])
    const index = JSON.parse(fs.readFileSync(path.join(root, ARTICLES_DIR, 'index.json'), 'utf8'))
    expect(index).toEqual(entries)
    expect(index.map((e: { file: string }) => e.file)).toEqual([
      'content/blog/at-the-quay.mdx',
      'content/blog/second-look.mdx',
    ])
    expect(index[0]).toMatchObject({
      frontmatter: { title: 'At the quay', date: '2026-01-05', author: 'Mei Lin' },
      toc: [
        { id: 'what-we-saw', text: 'What we saw' },
        { id: 'what-comes-next', text: 'What comes next' },
      ],
      readingMinutes: 1,
    })
  })

  it("renders an article's text and its image as a picture whose files are in the site's images", async () => {
    await compileBlog(root)
    const html = render('at-the-quay')
    expect(html).toContain('<strong>containers</strong>')
    expect(html).toMatch(/<h2[^>]*id="what-we-saw"/)
    expect(html).toContain('alt="Cranes over the quay at dawn"')
    expect(html).toContain('Cork, 6 a.m.')
    const sources = [...html.matchAll(/(\/assets\/images\/[^\s",]+)/g)].map((m) => m[1]!)
    expect(sources.length).toBeGreaterThan(0)
    for (const src of sources) expect(fs.existsSync(path.join(root, 'dist/client', src)), src).toBe(true)
  })

  it('compiles on worker threads to the same result', async () => {
    const alone = await compileBlog(root)
    const code = fs.readFileSync(path.join(root, ARTICLES_DIR, 'at-the-quay.js'), 'utf8')
    const threaded = await compileBlog(root, { batch: 1 })
    expect(threaded).toEqual(alone)
    expect(fs.readFileSync(path.join(root, ARTICLES_DIR, 'at-the-quay.js'), 'utf8')).toBe(code)
  })

  it('names the article when a component it uses does not exist, as its page renders', async () => {
    fs.writeFileSync(path.join(blog, 'with-chart.mdx'), article('With chart', 'Numbers.\n\n<Chart data="x" />'))
    try {
      await compileBlog(root)
      expect(() => render('with-chart')).toThrow(
        /^content\/blog\/with-chart\.mdx: Expected component `Chart` to be defined/,
      )
    } finally {
      fs.rmSync(path.join(blog, 'with-chart.mdx'))
    }
  })

  it('names the file and line of every article that does not compile, and still compiles the others', async () => {
    fs.writeFileSync(path.join(blog, 'broken.mdx'), article('Broken', 'Fine.\n\nA <b>tag that never closes.'))
    fs.writeFileSync(path.join(blog, 'no-alt.mdx'), article('No alt', 'Text.\n\n![](./quay.jpg)'))
    try {
      const { entries, errors } = await compileBlog(root, { batch: 1 })
      expect(errors).toHaveLength(2)
      expect(errors[0]).toMatch(/^content\/blog\/broken\.mdx:10:1: Expected a closing tag for `<b>`/)
      expect(errors[1]).toMatch(/content\/blog\/no-alt\.mdx:10: the image \.\/quay\.jpg has no alt text/)
      expect(entries.map((e) => e.file)).toEqual(['content/blog/at-the-quay.mdx', 'content/blog/second-look.mdx'])
    } finally {
      fs.rmSync(path.join(blog, 'broken.mdx'))
      fs.rmSync(path.join(blog, 'no-alt.mdx'))
    }
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runSync } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { ThemeProvider } from 'styled-components'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MDXComponents } from '../../components/mdx/MDXComponents'
import { named, type MdxModule } from '../../content/mdxModule'
import { theme } from '../../renderer/theme'
import { ARTICLES_DIR } from '../../content/articlesDir'
import { importClosure, pruneCache } from '../lib/buildCache'
import { compileBlog } from './compileBlog'

// A real blog folder in a temporary project: articles with a real image, compiled the way the build compiles them.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-blog-'))
const blog = path.join(root, 'content/blog')
/** A build cache of the test's own: each test that needs a first build gets an empty one. */
let caches = 0
const emptyCache = () => path.join(root, `cache-${++caches}`)
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
    const { entries, errors } = await compileBlog(root, { cacheDir: emptyCache() })
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
    await compileBlog(root, { cacheDir: emptyCache() })
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
    const alone = await compileBlog(root, { cacheDir: emptyCache() })
    const code = fs.readFileSync(path.join(root, ARTICLES_DIR, 'at-the-quay.js'), 'utf8')
    const threaded = await compileBlog(root, { batch: 1, cacheDir: emptyCache() })
    expect(threaded).toEqual(alone)
    expect(fs.readFileSync(path.join(root, ARTICLES_DIR, 'at-the-quay.js'), 'utf8')).toBe(code)
  })

  it('names the article when a component it uses does not exist, as its page renders', async () => {
    fs.writeFileSync(path.join(blog, 'with-chart.mdx'), article('With chart', 'Numbers.\n\n<Chart data="x" />'))
    try {
      await compileBlog(root, { cacheDir: emptyCache() })
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
      const { entries, errors } = await compileBlog(root, { batch: 1, cacheDir: emptyCache() })
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

describe('a rebuild of the blog', () => {
  const index = () => fs.readFileSync(path.join(root, ARTICLES_DIR, 'index.json'), 'utf8')
  const code = (slug: string) => fs.readFileSync(path.join(root, ARTICLES_DIR, `${slug}.js`), 'utf8')

  it('takes every unchanged article from the build cache, as the first build wrote it', async () => {
    const cacheDir = emptyCache()
    const first = await compileBlog(root, { cacheDir })
    const [firstIndex, firstCode] = [index(), code('at-the-quay')]
    const again = await compileBlog(root, { cacheDir })
    expect(first.kept).toBe(0)
    expect(again.kept).toBe(2)
    expect(again.entries).toEqual(first.entries)
    expect(again.images.sort()).toEqual(first.images.sort())
    expect([index(), code('at-the-quay')]).toEqual([firstIndex, firstCode])
    expect(render('at-the-quay')).toContain('alt="Cranes over the quay at dawn"')
  })

  it('marks the articles and images it takes from the cache as used, so that pruning the caches keeps them', async () => {
    const cacheDir = emptyCache()
    const { images } = await compileBlog(root, { cacheDir })
    const imageFolders = [...new Set(images.map((f) => path.dirname(f)))]
    expect(imageFolders).toHaveLength(1)
    const hour = 60 * 60 * 1000
    const fiveHoursAgo = new Date(Date.now() - 5 * hour)
    for (const kept of [...fs.readdirSync(cacheDir).map((f) => path.join(cacheDir, f)), ...imageFolders])
      fs.utimesSync(kept, fiveHoursAgo, fiveHoursAgo)

    expect((await compileBlog(root, { cacheDir })).kept).toBe(2)
    expect(pruneCache(cacheDir, Date.now() - hour)).toEqual({ removed: 0, bytes: 0 })
    expect(fs.readdirSync(cacheDir)).toHaveLength(2)
    for (const folder of imageFolders) expect(fs.statSync(folder).mtimeMs).toBeGreaterThan(Date.now() - hour)
  })

  it('compiles again the article a writer changed, and only that one', async () => {
    const cacheDir = emptyCache()
    await compileBlog(root, { cacheDir })
    const file = path.join(blog, 'second-look.mdx')
    const before = fs.readFileSync(file, 'utf8')
    fs.writeFileSync(file, article('Second look, revised', '## A new heading\n\nNew text.'))
    try {
      const again = await compileBlog(root, { cacheDir })
      expect(again.kept).toBe(1)
      expect(again.entries[1]).toMatchObject({
        frontmatter: { title: 'Second look, revised' },
        toc: [{ id: 'a-new-heading', text: 'A new heading' }],
      })
      expect(render('second-look')).toContain('New text.')
    } finally {
      fs.writeFileSync(file, before)
    }
  })

  it('compiles again an article whose image changed, with the new picture', async () => {
    const cacheDir = emptyCache()
    const image = path.join(blog, 'quay.jpg')
    const before = fs.readFileSync(image)
    const first = await compileBlog(root, { cacheDir })
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toFile(image)
    try {
      const again = await compileBlog(root, { cacheDir })
      expect(again.kept).toBe(1)
      expect(again.images).not.toEqual(first.images)
      const html = render('at-the-quay')
      expect(html).toContain('height="480"')
      for (const src of html.matchAll(/(\/assets\/images\/[^\s",]+)/g))
        expect(fs.existsSync(path.join(root, 'dist/client', src[1]!)), src[1]).toBe(true)
    } finally {
      fs.writeFileSync(image, before)
    }
  })

  it('names an article that does not compile on every build: nothing of it is kept', async () => {
    const cacheDir = emptyCache()
    fs.writeFileSync(path.join(blog, 'broken.mdx'), article('Broken', 'Fine.\n\nA <b>tag that never closes.'))
    try {
      for (let build = 0; build < 2; build++) {
        const { errors, kept } = await compileBlog(root, { cacheDir })
        expect(errors).toEqual([expect.stringMatching(/^content\/blog\/broken\.mdx:10:1: Expected a closing tag/)])
        expect(kept).toBe(build === 0 ? 0 : 2)
      }
    } finally {
      fs.rmSync(path.join(blog, 'broken.mdx'))
    }
  })

  it('compiles again an article whose kept copy was cut short, and keeps it whole again', async () => {
    const cacheDir = emptyCache()
    await compileBlog(root, { cacheDir })
    for (const kept of fs.readdirSync(cacheDir)) fs.writeFileSync(path.join(cacheDir, kept), '{"entry": {"fi')
    const again = await compileBlog(root, { cacheDir })
    expect(again.errors).toEqual([])
    expect(again.kept).toBe(0)
    expect(render('at-the-quay')).toContain('<strong>containers</strong>')
    expect((await compileBlog(root, { cacheDir })).kept).toBe(2)
  })

  it('still builds when the cache cannot be written, and says so', async () => {
    const notAFolder = path.join(root, 'cache-is-a-file')
    fs.writeFileSync(notAFolder, '')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { entries, errors, kept } = await compileBlog(root, { cacheDir: path.join(notAFolder, 'articles') })
      expect(errors).toEqual([])
      expect([entries.length, kept]).toEqual([2, 0])
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^blog: compiled articles are not kept for the next build/),
      )
    } finally {
      warn.mockRestore()
    }
  })

  it("compiles every article again when the compiler's own code changes", () => {
    // The files whose change must recompile the blog are in what the cache hashes.
    const closure = [...importClosure(path.resolve('scripts/mdx/compileArticle.ts'))].map((f) => path.relative('.', f))
    expect(closure).toEqual(
      expect.arrayContaining([
        'scripts/mdx/mdxOptions.ts',
        'scripts/mdx/remarkLongForm.ts',
        'scripts/images/remarkImages.ts',
        'scripts/images/processImage.ts',
      ]),
    )
  })
})

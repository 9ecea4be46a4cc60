import fs from 'node:fs'
import path from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { renderCache } from './renderCache'
import { tempDir } from '../server/testing/tempDirs'

// A build's dist/ as pre-rendering meets it (the server bundle, the compiled articles and their list), and the pages a
// batch rendered: which articles' pages the next build takes from the cache, and which it renders again.
const tmp = () => tempDir('render-cache')
afterEach(() => vi.restoreAllMocks())

type Article = { slug: string; title: string; code: string; date?: string; draft?: boolean }

/** A project at `root` after `vike build` and the blog's compiling: the bundle and each article. */
function bundled(root: string, bundle: string, articles: Article[]) {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true })
  fs.mkdirSync(path.join(root, 'dist/server/articles'), { recursive: true })
  fs.writeFileSync(path.join(root, 'dist/server/entry.mjs'), `${bundle}\nconst root = ${JSON.stringify(root)}\n`)
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}')
  const entries = articles.map((a) => ({
    file: `content/blog/${a.slug}.mdx`,
    frontmatter: { title: a.title, date: a.date ?? '2025-01-01', ...(a.draft ? { draft: true } : {}) },
    toc: [],
    readingMinutes: 1,
  }))
  fs.writeFileSync(path.join(root, 'dist/server/articles/index.json'), JSON.stringify(entries))
  for (const a of articles) fs.writeFileSync(path.join(root, `dist/server/articles/${a.slug}.js`), a.code)
}

/** What a batch writes: each article's page. */
function render(root: string, articles: Article[]) {
  for (const a of articles) {
    fs.mkdirSync(path.join(root, 'dist/client/blog', a.slug), { recursive: true })
    fs.writeFileSync(path.join(root, 'dist/client/blog', a.slug, 'index.html'), `<h1>${a.title}</h1>${a.code}`)
  }
  return articles.map((a) => `/blog/${a.slug}`)
}

const page = (root: string, slug: string) => path.join(root, 'dist/client/blog', slug, 'index.html')
const articles: Article[] = [
  { slug: 'quay', title: 'At the quay', code: 'return 1' },
  { slug: 'tower', title: 'The tower', code: 'return 2' },
]

it('takes an article’s page from the cache when the bundle and the article are as in the build that rendered it', () => {
  const [root, cache] = [tmp(), tmp()]
  bundled(root, 'bundle 1', articles)
  const first = renderCache(root, cache)
  expect(first.place()).toEqual([])
  first.keep([...render(root, articles), '/blog', '/about'])

  // The next build, nothing changed: both pages are put into dist/client as rendered, linked, not copied.
  bundled(root, 'bundle 1', articles)
  expect(renderCache(root, cache).place()).toEqual([
    { file: 'content/blog/quay.mdx', url: '/blog/quay' },
    { file: 'content/blog/tower.mdx', url: '/blog/tower' },
  ])
  expect(fs.readFileSync(page(root, 'quay'), 'utf8')).toBe('<h1>At the quay</h1>return 1')
  expect(fs.statSync(page(root, 'quay')).nlink).toBe(2)

  // The same code in another folder (a worktree, the benchmark's copy) finds them too.
  const elsewhere = tmp()
  bundled(elsewhere, 'bundle 1', articles)
  expect(renderCache(elsewhere, cache).place()).toHaveLength(2)
})

it('renders again an article whose text or frontmatter changed, and every article when the code did', () => {
  const [root, cache] = [tmp(), tmp()]
  bundled(root, 'bundle 1', articles)
  renderCache(root, cache).keep(render(root, articles))

  const [quay, tower] = articles as [Article, Article]
  bundled(root, 'bundle 1', [{ ...quay, code: 'return 10' }, tower])
  expect(
    renderCache(root, cache)
      .place()
      .map((p) => p.url),
  ).toEqual(['/blog/tower'])
  // A new title shows on its own page, and at the end of the other, which offers it to read next.
  bundled(root, 'bundle 1', [quay, { ...tower, title: 'The control tower' }])
  expect(renderCache(root, cache).place()).toEqual([])
  // A change to any component, style or page but the articles changes the server bundle.
  bundled(root, 'bundle 2', articles)
  expect(renderCache(root, cache).place()).toEqual([])
  // So does a change to the packages it imports.
  bundled(root, 'bundle 1', articles)
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"react":"20"}')
  expect(renderCache(root, cache).place()).toEqual([])
  // And the site's address, which every page's head names.
  bundled(root, 'bundle 1', articles)
  vi.stubEnv('SITE_URL', 'https://staging.example.com')
  expect(renderCache(root, cache).place()).toEqual([])
  vi.unstubAllEnvs()
  expect(renderCache(root, cache).place()).toHaveLength(2)
})

it('renders again the articles whose end offers an article that changed, and only those', () => {
  const [root, cache] = [tmp(), tmp()]
  // Five articles without topics, newest first: each end offers the three newest others and the ones before and after.
  const five = ['a', 'b', 'c', 'd', 'e'].map((slug, i) => ({
    slug,
    title: `Article ${slug}`,
    code: `return '${slug}'`,
    date: `2025-01-0${5 - i}`,
  }))
  bundled(root, 'bundle 1', five)
  renderCache(root, cache).keep(render(root, five))
  bundled(root, 'bundle 1', [...five.slice(0, 4), { ...five[4]!, title: 'Article e, renamed' }])
  // e is the oldest: a, b and c offer the three newest others and their neighbours, not e; d is just before it.
  expect(
    renderCache(root, cache)
      .place()
      .map((p) => p.url),
  ).toEqual(['/blog/a', '/blog/b', '/blog/c'])
})

it('has no page for a draft, and fails no build when its pages cannot be kept', () => {
  const [root, cache] = [tmp(), tmp()]
  bundled(root, 'bundle 1', [...articles, { slug: 'plan', title: 'A plan', code: 'return 3', draft: true }])
  expect(renderCache(root, cache).pages.map((p) => p.url)).toEqual(['/blog/quay', '/blog/tower'])

  // A cache that cannot be written (a full disk; here its folder's name is taken by a file): said once, and the build
  // goes on with its pages as rendered.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const blocked = path.join(cache, 'not-a-folder')
  fs.writeFileSync(blocked, '')
  renderCache(root, blocked).keep(render(root, articles))
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0]![0]).toMatch(/^prerender: the articles' pages are not kept for the next build \(/)
  expect(fs.readdirSync(cache)).toEqual(['not-a-folder'])
  expect(fs.readFileSync(page(root, 'quay'), 'utf8')).toBe('<h1>At the quay</h1>return 1')
})

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { beforeAll, expect, it } from 'vitest'
import { batchCount } from '../renderer/prerenderBatch'
import { copyOfProject } from '../server/testing/projectCopy'
import { tempDir } from '../server/testing/tempDirs'
import { generateArticles } from './bench/generateArticles'
import { filesUnder } from './lib/files'
import { blogIndex } from '../content/blogIndex'
import { readPosts } from './writeFeed'
import { blogAuthors } from '../content/blogAuthors'
import { authorUrl, topicUrl } from '../content/blogPages'
import { blogTopics } from '../content/blogTopics'

// This site built in a copy of the project with 200 more articles (more than MANY_ARTICLES, set to 150 here: the later
// steps make twins on threads, another moment's beside today's, as for a blog of thousands), its pages pre-rendered in
// batches of 150 articles, so that a thread writes each batch's text twins and compressed copies while the next batch
// renders (scripts/pageWorker.ts), as a blog of thousands is built (pages over 100 KB, the home page and /partners, left to
// the later steps); and again as one batch, where the later steps write them all; and batched again, the thread putting what it
// made of each page from the build cache (scripts/pageCache.ts) while two batches render at once. The sites must be the
// same.
const project = process.cwd()
const root = tempDir('prerender-batches')
/**
 * Articles added to the site's own: the blog's list must run past ten pages of 20 (two-digit page numbers), and the
 * topics' and authors' lists mostly past one. The build takes a blog of more than MANY_ARTICLES for a large one: the
 * threshold is set below the count (BUILD_MANY_ARTICLES), not the count raised past the production threshold of 300.
 */
const ARTICLES = 200
const MANY_ARTICLES = 150
/** The site as one batch built it, for the tests after the first. */
let site: ReturnType<typeof prerendered> | undefined
/** The builds keep their caches in the copy, not in node_modules (the project's, linked). */
const cacheOf = (name: string) => ({ BUILD_CACHE_DIR: path.join(root, name) })
/** One batch, with a build cache of its own: it renders every page, taking none from the batched builds' cache. */
const asOneBatch = () => cacheOf('cache-of-one-batch')

function step(script: string, env: Record<string, string> = {}) {
  const result = spawnSync('node', ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', BUILD_MANY_ARTICLES: String(MANY_ARTICLES), ...env },
  })
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout + result.stderr
}

/**
 * Compiles the blog, pre-renders the bundled site, moves the other moments' pages, writes the twins and compressed
 * copies; dist/client's files by name, and dist/as-of's.
 */
function prerendered(env: Record<string, string> = {}) {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true })
  fs.cpSync(path.join(root, 'bundled'), path.join(root, 'dist'), { recursive: true })
  const log = step('scripts/prerender.ts', env)
  step('scripts/policies/writePolicyCopies.ts')
  const twinsLog = step('scripts/text/writeTextTwins.ts')
  step('scripts/seo/writeSitemap.ts')
  step('scripts/postbuild.ts')
  const read = (dir: string) =>
    new Map(filesUnder(dir).map((f) => [path.relative(dir, f), fs.readFileSync(f)] as const))
  const files = read(path.join(root, 'dist/client'))
  return {
    log,
    twinsLog,
    files,
    asOf: read(path.join(root, 'dist/as-of')),
    dist: fs.readdirSync(path.join(root, 'dist')).sort(),
  }
}

// The timeouts are backstops, not budgets: the first test builds the site four times (12 minutes with 300 articles and
// the machine's cores busy four times over, measured; the topic and author pages made it slower than 240 s).
beforeAll(() => {
  copyOfProject(root, project)
  generateArticles({ count: ARTICLES, out: path.join(root, 'content/blog') })
  // Vike's build writes nothing into node_modules (vite.config.ts), the project's through the link.
  const build = spawnSync('node_modules/.bin/vike', ['build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...cacheOf('cache-of-bundle') },
  })
  if (build.status !== 0) throw new Error(`vike build failed:\n${build.stdout}\n${build.stderr}`)
  fs.cpSync(path.join(root, 'dist'), path.join(root, 'bundled'), { recursive: true })
}, 900_000)

it('builds the same site when a thread writes each batch’s twins and compressed copies beside the rendering', () => {
  const articles = fs.readdirSync(path.join(root, 'content/blog')).filter((f) => f.endsWith('.mdx')).length
  expect(articles).toBeGreaterThan(2)
  const cache = path.join(root, 'build-cache')
  const inBatches = { PRERENDER_ARTICLES_PER_BATCH: '150', PRERENDER_LARGE_PAGE: '100000', BUILD_CACHE_DIR: cache }
  const batched = prerendered(inBatches)
  const batches = batchCount(articles, 150)
  expect(batches).toBeGreaterThan(1)
  expect(batched.log).toContain(`prerender: batch ${batches} of ${batches}`)
  // A first build: the thread made every page's twin, so one batch rendered at a time.
  expect(batched.log).toMatch(
    /prerender: twins and compressed copies of \d+ pages written beside the batches \(0 of them/,
  )
  expect(batched.log).not.toContain('a second batch renders beside the first')
  // A writer reads the build's log: no warning from Vike about how the batches pick their pages.
  expect(batched.log).not.toContain('[Warning]')
  const whole = prerendered(asOneBatch())
  site = whole
  expect(whole.log).not.toContain('prerender: batch')
  // The later steps made every twin of a large blog, and another moment's.
  expect(articles).toBeGreaterThan(MANY_ARTICLES)
  const twinsMade = Number(/writeTextTwins: (\d+) Markdown twins/.exec(whole.twinsLog)?.[1])
  expect(twinsMade).toBeGreaterThan(articles)
  expect(whole.asOf.size).toBeGreaterThan(0)

  // A rebuild after a change to the code (a comment added to the server bundle stands for any): every article renders
  // again. Every page came out as before, so the thread puts what was made of each from the build cache (one kept
  // page's file was cut short, by a full disk say, and is made again), and two batches render at once.
  const pagesKept = path.join(cache, 'ethereal-pages')
  const kept = fs.readdirSync(pagesKept).filter((name) => name.endsWith('.json'))
  const cutShort = path.join(pagesKept, kept[0]!.replace(/json$/, '0'))
  fs.truncateSync(cutShort, fs.statSync(cutShort).size - 10)
  fs.appendFileSync(filesUnder(path.join(root, 'bundled/server'), '.mjs').sort()[0]!, '\n// a change to the code\n')
  const rebuilt = prerendered(inBatches)
  expect(rebuilt.log).not.toContain("articles' pages as in the last build")
  const articlePages = [...whole.files.keys()].filter((f) => /^blog\/(?!page\/)[^/]+\/index\.html$/.test(f))
  expect(articlePages.length).toBeGreaterThan(MANY_ARTICLES)
  /** How many articles' pages a build's batches rendered (each batch lists the pages it renders). */
  const renderedArticles = (log: string) =>
    Number(new RegExp(`prerender: (\\d+) of ${articlePages.length} articles' pages rendered`).exec(log)?.[1])
  expect(renderedArticles(rebuilt.log)).toBe(articlePages.length)
  const pagesDone = new RegExp(`pages written beside the batches \\(${kept.length - 1} of them from the build cache\\)`)
  expect(rebuilt.log).toMatch(pagesDone)
  expect(rebuilt.log).toContain('a second batch renders beside the first')
  expect([...rebuilt.files.keys()].sort()).toEqual([...whole.files.keys()].sort())
  expect([...whole.files].filter(([name, bytes]) => !rebuilt.files.get(name)!.equals(bytes)).map(([n]) => n)).toEqual(
    [],
  )
  // The kept pages' files are linked into dist/, not copied.
  const article = [...rebuilt.files.keys()].find((f) => /^blog\/[^/]+\/index\.html\.br$/.test(f))!
  expect(fs.statSync(path.join(root, 'dist/client', article)).nlink).toBe(2)

  // A writer changes one article: its page renders again, and only what is made of it differs. Every other article's
  // page is the one the last build rendered, linked, and never written into (a batch writing it would write into the
  // cache).
  const changed = path.join(root, 'content/blog', `${articlePages[0]!.split('/')[1]}.mdx`)
  const text = fs.readFileSync(changed, 'utf8')
  fs.appendFileSync(changed, '\nA sentence the writer added.\n')
  const edited = (() => {
    try {
      return prerendered(inBatches)
    } finally {
      fs.writeFileSync(changed, text)
    }
  })()
  expect(edited.log).toContain(
    `prerender: ${articlePages.length - 1} of ${articlePages.length} articles' pages as in the last build`,
  )
  expect(renderedArticles(edited.log)).toBe(1)
  expect(edited.log).not.toContain('prerender: batch 2 of')
  expect(fs.statSync(path.join(root, 'dist/client', articlePages[1]!)).nlink).toBe(2)
  expect(edited.files.get(articlePages[0]!)!.toString()).toContain('A sentence the writer added.')
  const twinOf = articlePages[0]!.replace(/\/index\.html$/, '.md')
  expect(
    [...whole.files]
      .filter(([name, bytes]) => !edited.files.get(name)!.equals(bytes))
      .map(([n]) => n)
      .sort(),
  ).toEqual([articlePages[0]!, twinOf, 'llms-full.txt'].flatMap((f) => [f, `${f}.br`, `${f}.gz`]).sort())

  // Every file, byte for byte: the pages, their twins, llms.txt, the sitemap, every .br and .gz.
  expect([...batched.files.keys()].sort()).toEqual([...whole.files.keys()].sort())
  const differ = [...whole.files].filter(([name, bytes]) => !batched.files.get(name)!.equals(bytes)).map(([n]) => n)
  expect(differ).toEqual([])
  // And every moment's: the blog's list then, its twin, llms.txt and llms-full.txt.
  expect([...batched.asOf.keys()].sort()).toEqual([...whole.asOf.keys()].sort())
  expect([...whole.asOf].filter(([name, bytes]) => !batched.asOf.get(name)!.equals(bytes)).map(([n]) => n)).toEqual([])
  expect([...whole.asOf.keys()].filter((f) => f.endsWith('/llms-full.txt'))).not.toEqual([])
  // Nothing of the batches' bookkeeping is left in the build.
  expect(batched.dist).toEqual(whole.dist)
  // Every link is a whole page load: no page has a pageContext.json for Vike's client router beside it.
  expect([...whole.files.keys()].filter((f) => f.endsWith('.pageContext.json'))).toEqual([])

  // An article's page and twin, and their compressed copies, are there and read back as the page.
  const page = [...batched.files.keys()].find((f) => /^blog\/[^/]+\/index\.html$/.test(f))!
  const html = batched.files.get(page)!
  expect(zlib.brotliDecompressSync(batched.files.get(`${page}.br`)!).equals(html)).toBe(true)
  expect(zlib.gunzipSync(batched.files.get(`${page}.gz`)!).equals(html)).toBe(true)
  const twin = `${path.dirname(page)}.md`
  expect(batched.files.get(twin)!.toString()).toMatch(/^---\ntitle: /)
  expect(zlib.brotliDecompressSync(batched.files.get(`${twin}.br`)!).toString()).toBe(
    batched.files.get(twin)!.toString(),
  )
}, 900_000)

it('lists a blog of hundreds of articles a page at a time, newest first, each page leading to the next', () => {
  const { files, asOf } = (site ??= prerendered(asOneBatch()))
  const text = (file: string, from = files) => from.get(file)?.toString() ?? ''
  /** What a visitor reads on a page of the list: the articles' addresses, and where the links below lead. */
  const read = (html: string) => ({
    articles: [...html.matchAll(/<h2><a href="\/blog\/([^"]+)">/g)].map((m) => m[1]!),
    newer: /<a href="([^"]+)" rel="prev"[^>]*>.*?Newer articles<\/a>/.exec(html)?.[1],
    older: /<a href="([^"]+)" rel="next"[^>]*>Older articles/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    noindex: html.includes('<meta name="robots" content="noindex, follow"/>'),
    card: /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1],
  })
  const posts = readPosts(root).map((p) => p.slug) // every article out now (the scheduled one went live in 2025)
  const pages = Math.ceil(posts.length / blogIndex.perPage)
  expect(pages).toBeGreaterThan(10)

  // Following "Older articles" from /blog to the end visits every page once and every article once, in order.
  const seen: string[] = []
  let address: string | undefined = '/blog'
  for (let n = 1; address; n++) {
    const file = address === '/blog' ? 'blog/index.html' : `${address.slice(1)}/index.html`
    const page = read(text(file))
    expect(page.articles.length, address).toBe(n < pages ? blogIndex.perPage : posts.length - seen.length)
    expect(page.newer).toBe(n === 1 ? undefined : n === 2 ? '/blog' : `/blog/page/${n - 1}`)
    expect(text(file)).toContain(`Page ${n} of ${pages}`)
    // Search engines and the site's search find the list at /blog, and each article at its own address, not on page 7.
    expect(page.noindex).toBe(n > 1)
    // Every page shows the blog's card: its name, not "page 7 of 16".
    expect(page.card).toBe(read(text('blog/index.html')).card)
    if (n > 1) {
      expect(page.title).toBe(`Blog, page ${n} of ${pages} | E THE REAL`)
      const first = seen.length + 1
      expect(text(file)).toContain(`Articles ${first} to ${first + page.articles.length - 1} of ${posts.length}`)
    }
    seen.push(...page.articles)
    address = page.older
    expect(n).toBeLessThanOrEqual(pages)
  }
  expect(seen).toEqual(posts)
  // No page past the last; each page has its compressed copies, and no twin, sitemap entry or llms.txt line.
  expect(files.has(`blog/page/${pages + 1}/index.html`)).toBe(false)
  expect(files.has('blog/page/1/index.html')).toBe(false)
  for (const f of ['blog/page/2/index.html.br', `blog/page/${pages}/index.html.gz`]) expect(files.has(f), f).toBe(true)
  expect([...files.keys()].filter((f) => f.startsWith('blog/page/') && f.includes('.md'))).toEqual([])
  expect(text('sitemap.xml')).not.toContain('/blog/page/')
  expect(text('llms.txt')).not.toContain('/blog/page/')
  expect(text('sitemap.xml')).toContain(`/blog/${posts.at(-1)}</loc>`)

  // Before the scheduled article's minute, it is on no page, and every page from its own on starts one article later.
  const scheduled = readPosts(root).find((p) => p.frontmatter.publishAt)!.slug
  const moment = [...asOf.keys()].find((f) => f.endsWith('/blog/page/2/index.html'))!.split('/')[0]!
  const before = (n: number) => read(text(`${moment}/blog/page/${n}/index.html`, asOf)).articles
  expect(before(2)).toEqual(posts.filter((p) => p !== scheduled).slice(blogIndex.perPage, 2 * blogIndex.perPage))
  expect([...Array(pages).keys()].slice(1).flatMap((i) => before(i + 1))).not.toContain(scheduled)
}, 900_000)

it('lists each topic’s and each author’s articles a page at a time, newest first, each page leading to the next', () => {
  const { files, asOf } = (site ??= prerendered(asOneBatch()))
  const text = (file: string, from = files) => from.get(file)?.toString() ?? ''
  const posts = readPosts(root)
  const lists = [
    ...blogTopics.map((t) => ({
      first: topicUrl(t.slug),
      posts: posts.filter((p) => p.frontmatter.tags.includes(t.name)),
      title: `Articles on ${t.name}`,
    })),
    ...blogAuthors.map((a) => ({
      first: authorUrl(a.slug),
      posts: posts.filter((p) => p.frontmatter.author === a.name),
      title: `Articles by ${a.name}`,
    })),
  ].filter((l) => l.posts.length)
  // Every topic and every author of the lists has articles among the synthetic ones, most more than a page.
  expect(lists).toHaveLength(blogTopics.length + blogAuthors.length)
  expect(lists.filter((l) => l.posts.length > blogIndex.perPage).length).toBeGreaterThan(lists.length / 2)
  for (const list of lists) {
    const pages = Math.ceil(list.posts.length / blogIndex.perPage)
    const seen: string[] = []
    const cards = new Set<string>()
    let address: string | undefined = list.first
    for (let n = 1; address; n++) {
      const html = text(`${address.slice(1)}/index.html`)
      cards.add(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? `${address}: no card`)
      const articles = [...html.matchAll(/<h2><a href="\/blog\/([^"]+)">/g)].map((m) => m[1]!)
      expect(articles.length, address).toBe(n < pages ? blogIndex.perPage : list.posts.length - seen.length)
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
        `${list.title}${n > 1 ? `, page ${n} of ${pages}` : ''} | E THE REAL`,
      )
      // Search engines and the site's search find the list at its first page, as the blog's.
      expect(html.includes('<meta name="robots" content="noindex, follow"/>'), address).toBe(n > 1)
      seen.push(...articles)
      address = /<a href="([^"]+)" rel="next"[^>]*>Older articles/.exec(html)?.[1]
      expect(address ?? `${list.first}/page/${n + 1}`).toBe(`${list.first}/page/${n + 1}`)
    }
    expect(seen).toEqual(list.posts.map((p) => p.slug))
    // Shared, the list's card shows its name, not "page 3 of 12": one card a list.
    expect([...cards], list.first).toHaveLength(1)
    expect(files.has(`${list.first.slice(1)}/page/${pages + 1}/index.html`)).toBe(false)
    expect(text('sitemap.xml')).toContain(`${list.first}</loc>`)
    expect(text('sitemap.xml')).not.toContain(`${list.first}/page/`)
    expect(text('llms.txt')).not.toContain(`${list.first}/page/`)
  }

  // The build draws each list's card once, from its first page, and checks that its later pages name that card.
  step('scripts/seo/writeShareCards.ts', asOneBatch())
  for (const list of lists) {
    const card = /<meta property="og:image" content="[^"]*(\/assets\/cards\/[^"]+)"/.exec(
      text(`${list.first.slice(1)}/index.html`),
    )
    expect(fs.existsSync(path.join(root, 'dist/client', card![1]!)), list.first).toBe(true)
  }

  // Before the scheduled article's minute, its topics' pages (copied for that moment) do not list it.
  const scheduled = posts.find((p) => p.frontmatter.publishAt)!
  const moment = [...asOf.keys()].find((f) => f.endsWith('/blog/index.html'))!.split('/')[0]!
  for (const name of scheduled.frontmatter.tags) {
    const slug = blogTopics.find((t) => t.name === name)!.slug
    const copy = text(`${moment}${topicUrl(slug)}/index.html`, asOf)
    expect(copy, `${slug} as of ${moment}`).not.toContain(`/blog/${scheduled.slug}"`)
    expect(text(`${topicUrl(slug).slice(1)}/index.html`)).toContain(`/blog/${scheduled.slug}"`)
  }
}, 900_000)

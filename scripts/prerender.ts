// Build step, after `vike build`: compiles the blog (scripts/mdx/compileBlog.ts, a process of its own), then
// pre-renders every page, in batches of ARTICLES_PER_BATCH blog articles, each a `vike prerender` process
// (renderer/prerenderBatch.ts says why). A blog of fewer articles — this site's — is one batch, as `vike prerender`
// alone would do it. An article whose page an earlier build rendered from the same bundle and text is not rendered
// again: its page is taken from the build cache (scripts/renderCache.ts), and the batches render the others.
//
// Rendering keeps one core busy. For a blog of more than one batch's articles, a thread beside it takes each batch's
// pages as soon as the batch is done (and the kept articles' pages at once) and writes their text twins and compressed
// copies (scripts/pageWorker.ts), or copies them from the build cache when the pages came out as in an earlier build,
// while the next batch renders: work the build's later steps would otherwise do after the last page, reading every
// page again. When the thread has little to make (a rebuild after a change to the code), two batches render at once
// (BATCHES_AT_ONCE).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { siteUrl } from '../components/seo/siteUrl'
import { pageDay } from '../content/policyDays'
import {
  BATCH_PAGES_DIR,
  KEPT_ARTICLES,
  PRERENDERED_TWINS,
  batchCount,
  batchPagesFile,
} from '../renderer/prerenderBatch'
import { htmlQuality, twinQuality } from './lib/compress'
import { runStages } from './build'
import { buildCacheDir } from './lib/buildCache'
import { threadPool } from './lib/tsWorker'
import { blogFiles } from './lib/files'
import { renderCache } from './renderCache'
import type { PageJob, PagesDone } from './pageWorker'
// Types only: the Markdown stack twinPages.ts loads (0.6 s) is the page thread's.
import type { Twin } from './text/twinPages'

/**
 * The most articles a batch renders: its memory is the same at 2,500 articles and at 10,000.
 * PRERENDER_ARTICLES_PER_BATCH sets another (scripts/prerender.test.ts renders this site's few articles in batches).
 * Each batch first spends ~7 s starting (Node, Vike, the server bundle, the list of articles, the routes of its pages):
 * at 10,000 articles, five batches (a first of 477, then 2,381 each) rendered in 212 s and eight of up to 1,500 in
 * 257 s, the pre-rendering's peak 837 and 803 MB (npm run bench:build, one run each). A blog of 3,000 still gets two
 * batches, so that the page thread works beside the second: as one batch it took 89 s against 82 s.
 */
const ARTICLES_PER_BATCH = Number(process.env.PRERENDER_ARTICLES_PER_BATCH) || 2500

/**
 * The heap each batch may grow to. Each page is garbage once written, and V8 let it pile up (1.6 GB at 10,000
 * articles in one process); what a batch keeps fits in a fraction of this.
 */
const HEAP_MB = 256
/**
 * The young generation's semi-space: each page makes megabytes of short-lived objects, and V8's default (a few MB
 * here) collected them so often that a batch of 2,500 articles spent 6 % more CPU (three runs each: 40.1 s against
 * 37.6 s at 16 MB; 32 MB did no better and took 30 MB more). Not more: at 64 MB the young generation starved the
 * 256 MB heap, and a batch took 310 s instead of 35.
 */
const SEMI_SPACE_MB = 16

const root = process.cwd()

// Compiles the blog as a step of its own (scripts/build.ts), or stops, the step having named each article that does
// not compile.
await runStages([['scripts/mdx/compileBlog.ts']], root).catch(() => process.exit(1))
const articles = blogFiles(root).length
// The articles' pages kept from an earlier build, put into dist/client now; the batches render the others.
const rendered = renderCache(root)
const keptArticles = rendered.place()
fs.mkdirSync(path.join(root, BATCH_PAGES_DIR), { recursive: true })
fs.writeFileSync(path.join(root, KEPT_ARTICLES), JSON.stringify(keptArticles.map((page) => page.file)))
if (keptArticles.length)
  console.log(
    `prerender: ${keptArticles.length} of ${rendered.pages.length} articles' pages as in the last build, from the build cache`,
  )
const count = batchCount(rendered.pages.length - keptArticles.length, ARTICLES_PER_BATCH)

/**
 * Batches rendering at once when the page thread keeps up: one a core, at most two. Rendering a page is one core's
 * work; when the page thread (below) must make each page's twin and compressed copies (~12 ms a page: a first build)
 * it takes the other core, and a second batch would only add its memory (~400 MB). When it writes them from the build
 * cache (~2 ms a page: a rebuild of pages that came out as before), a second batch renders beside the first. Each batch
 * is its own process and renders its pages in the same order either way: they come out the same byte for byte
 * (styled-components numbers its style groups per process, +config.ts).
 */
const BATCHES_AT_ONCE = Math.min(os.availableParallelism(), 2)
/** The share of the first batch's pages the page thread must have taken from the cache for a second batch to start. */
const KEPT_FOR_SECOND_BATCH = 0.9

/** The batches rendering now: stopped if another batch or the page thread fails meanwhile. */
const rendering = new Set<ReturnType<typeof spawn>>()

function runBatch(index: number): Promise<void> {
  if (count > 1) console.log(`prerender: batch ${index + 1} of ${count}`)
  const child = spawn(path.join(root, 'node_modules/.bin/vike'), ['prerender'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PRERENDER_BATCH: `${index}/${count}`,
      NODE_OPTIONS: [
        process.env.NODE_OPTIONS,
        `--max-old-space-size=${HEAP_MB}`,
        `--max-semi-space-size=${SEMI_SPACE_MB}`,
      ]
        .filter(Boolean)
        .join(' '),
    },
  })
  rendering.add(child)
  return new Promise((resolve, reject) =>
    child.on('exit', (status, signal) => {
      rendering.delete(child)
      if (status === 0) resolve()
      else reject(new Error(`prerender: batch ${index + 1} of ${count} failed (${signal ?? `exit ${status}`})`))
    }),
  )
}

/** Pages a thread is sent at a time, so that every thread has a share of a batch. */
const PAGES_PER_JOB = 250

/**
 * A page bigger than this is left to the later steps, which run alone (writeTextTwins.ts, postbuild.ts): when the blog's
 * list was one page, at 10,000 articles a 3.5 MB one, making its twin took the thread from ~220 MB to ~360 MB
 * (measured) while a batch rendered beside it. The list is 20 articles a page now; a very long article still could be.
 * PRERENDER_LARGE_PAGE sets another (scripts/prerender.test.ts).
 */
const LARGE_PAGE = Number(process.env.PRERENDER_LARGE_PAGE) || 512 * 1024

// One thread works beside the batches rendering (a second slowed the rendering more than it helped: measured); after
// the last batch, one a core. A blog of one batch's articles (this site's) leaves the pages to the later steps.
const pages =
  batchCount(articles, ARTICLES_PER_BATCH) > 1
    ? threadPool<PageJob, PagesDone>(
        new URL('./pageWorker.ts', import.meta.url),
        Math.min(os.availableParallelism(), 4),
      )
    : undefined
pages?.use(1)
/** The twins of the pages sent to the page thread (writeTextTwins.ts takes them by address). */
const twins: Promise<Twin[]>[] = []
/** Pages the page thread has done, and how many of them it wrote from the build cache. */
const pageCount = { done: 0, kept: 0 }
const pageCacheDir = buildCacheDir('ethereal-pages')

/** Sends pages to the page thread; not awaited: the batches render meanwhile. */
function queuePages(urls: string[]) {
  if (!pages) return
  for (let i = 0; i < urls.length; i += PAGES_PER_JOB) {
    const job: PageJob = {
      root,
      urls: urls.slice(i, i + PAGES_PER_JOB),
      day: pageDay(),
      base: siteUrl(),
      htmlQuality: htmlQuality(articles),
      twinQuality: twinQuality(articles),
      largePage: LARGE_PAGE,
      cacheDir: pageCacheDir,
    }
    const twinsOfJob = pages.run(job).then(({ twins, pages: count, kept }) => {
      pageCount.done += count
      pageCount.kept += kept
      return twins
    })
    // A failure is reported at once.
    twins.push(twinsOfJob.catch((error: unknown) => fail(error)))
  }
}

try {
  let next = 0
  let firstBatchQueued = () => {}
  const firstBatchDone = new Promise<void>((resolve) => (firstBatchQueued = resolve))
  // The kept articles' pages first: the thread puts what it made of them from the cache while the first batch renders.
  queuePages(keptArticles.map((page) => page.url))
  /** The page thread's counts once it has done the kept articles' pages: the batches' pages are counted from there. */
  const keptDone = Promise.all(twins).then(() => ({ ...pageCount }))
  /** Articles' pages the batches rendered (the others were kept). */
  let articlesRendered = 0
  /** Renders one batch after another until none is left; keeps each batch's articles' pages for the next build. */
  const lane = async () => {
    while (next < count) {
      const index = next++
      await runBatch(index)
      const urls = JSON.parse(fs.readFileSync(path.join(root, batchPagesFile(index)), 'utf8')) as string[]
      articlesRendered += rendered.keep(urls)
      queuePages(urls)
      if (index === 0) firstBatchQueued()
    }
  }
  const first = lane()
  // A second lane once the first batch's pages are done, if the page thread took nearly all of them from the cache.
  const second = (async () => {
    if (!pages || BATCHES_AT_ONCE < 2) return
    await Promise.race([firstBatchDone, first])
    await Promise.all(twins)
    const before = await keptDone
    const [done, kept] = [pageCount.done - before.done, pageCount.kept - before.kept]
    if (next < count && done > 0 && kept >= KEPT_FOR_SECOND_BATCH * done) {
      console.log(`prerender: ${kept} of ${done} pages as in the last build: a second batch renders beside the first`)
      await lane()
    }
  })()
  await Promise.all([first, second])
  if (rendered.pages.length)
    console.log(`prerender: ${articlesRendered} of ${rendered.pages.length} articles' pages rendered`)
  if (pages) {
    pages.use(Math.min(os.availableParallelism(), 4))
    const written = await Promise.all(twins)
    fs.writeFileSync(path.join(root, PRERENDERED_TWINS), JSON.stringify(written.flat()))
    await pages.close()
    console.log(
      `prerender: twins and compressed copies of ${pageCount.done} pages written beside the batches (${pageCount.kept} of them from the build cache)`,
    )
  }
} catch (error) {
  fail(error)
}

function fail(error: unknown): never {
  console.error((error as Error).message)
  for (const child of rendering) child.kill()
  process.exit(1)
}

fs.rmSync(path.join(root, BATCH_PAGES_DIR), { recursive: true, force: true })
// Vike keeps the server bundle while batches remain (+config.ts: keepDistServer); nothing reads it after.
fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true })

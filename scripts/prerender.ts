// Build step, after `vike build`: compiles the blog (scripts/mdx/compileBlog.ts), then pre-renders every page, in
// batches of ARTICLES_PER_BATCH blog articles, one `vike prerender` process after another (renderer/prerenderBatch.ts
// says why). A blog of fewer articles — this site's — is one batch, as `vike prerender` alone would do it.
//
// Pre-rendering keeps one core busy. With more than one batch, a thread beside it takes each batch's pages as soon as
// the batch is done and writes their text twins and compressed copies (scripts/pageWorker.ts) while the next batch
// renders: work the build's later steps would otherwise do after the last page, reading every page again.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { siteUrl } from '../components/seo/siteUrl'
import { pageDay } from '../content/policyDays'
import { BATCH_PAGES_DIR, PRERENDERED_TWINS, batchCount, batchPagesFile } from '../renderer/prerenderBatch'
import { htmlQuality, twinQuality } from './lib/compress'
import { compileBlog } from './mdx/compileBlog'
import { threadPool } from './lib/tsWorker'
import type { PageJob } from './pageWorker'
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

/** Compiles the blog, or stops the build naming each article that does not compile; how many articles it has. */
async function compile(): Promise<number> {
  const started = performance.now()
  const { entries, errors, kept } = await compileBlog(root)
  if (errors.length) {
    console.error(`Blog articles that do not compile:\n  ${errors.join('\n  ')}`)
    process.exit(1)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `blog: ${entries.length} articles compiled in ${seconds} s (${kept} of them unchanged, taken from the build cache)`,
  )
  return entries.length
}
const articles = await compile()
const count = batchCount(articles, ARTICLES_PER_BATCH)

/** The batch rendering now: stopped if the page thread fails meanwhile. */
let rendering: ReturnType<typeof spawn> | undefined

function runBatch(index: number): Promise<void> {
  if (count > 1) console.log(`prerender: batch ${index + 1} of ${count}`)
  const child = (rendering = spawn(path.join(root, 'node_modules/.bin/vike'), ['prerender'], {
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
  }))
  return new Promise((resolve, reject) =>
    child.on('exit', (status, signal) =>
      status === 0
        ? resolve()
        : reject(new Error(`prerender: batch ${index + 1} of ${count} failed (${signal ?? `exit ${status}`})`)),
    ),
  )
}

/** Pages a thread is sent at a time, so that every thread has a share of a batch. */
const PAGES_PER_JOB = 250

/**
 * A page bigger than this is left to the later steps, which run alone (writeTextTwins.ts, postbuild.ts): the blog's
 * list at 10,000 articles is a 3.5 MB page, and making its twin took the thread from ~220 MB to ~360 MB (measured),
 * while a batch rendered beside it. PRERENDER_LARGE_PAGE sets another (scripts/prerender.test.ts).
 */
const LARGE_PAGE = Number(process.env.PRERENDER_LARGE_PAGE) || 512 * 1024

// One thread works beside the batch rendering (a second slowed the rendering more than it helped: measured); after the
// last batch, one a core.
const pages =
  count > 1
    ? threadPool<PageJob, Twin[]>(new URL('./pageWorker.ts', import.meta.url), Math.min(os.availableParallelism(), 4))
    : undefined
pages?.use(1)
const twins: Promise<Twin[]>[] = []
try {
  for (let index = 0; index < count; index++) {
    await runBatch(index)
    const urls = JSON.parse(fs.readFileSync(path.join(root, batchPagesFile(index)), 'utf8')) as string[]
    // Not awaited here: the next batch renders meanwhile. A failure is reported at once.
    for (let i = 0; pages && i < urls.length; i += PAGES_PER_JOB) {
      const job: PageJob = {
        root,
        urls: urls.slice(i, i + PAGES_PER_JOB),
        day: pageDay(),
        base: siteUrl(),
        htmlQuality: htmlQuality(articles),
        twinQuality: twinQuality(articles),
        largePage: LARGE_PAGE,
      }
      twins.push(pages.run(job).catch((error: unknown) => fail(error)))
    }
  }
  if (pages) {
    pages.use(Math.min(os.availableParallelism(), 4))
    fs.writeFileSync(path.join(root, PRERENDERED_TWINS), JSON.stringify((await Promise.all(twins)).flat()))
    await pages.close()
  }
} catch (error) {
  fail(error)
}

function fail(error: unknown): never {
  console.error((error as Error).message)
  if (rendering?.exitCode === null) rendering.kill()
  process.exit(1)
}

fs.rmSync(path.join(root, BATCH_PAGES_DIR), { recursive: true, force: true })
// Vike keeps the server bundle while batches remain (+config.ts: keepDistServer); nothing reads it after.
fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true })

import fs from 'node:fs'
import path from 'node:path'

/**
 * Pre-rendering runs in batches, one `vike prerender` process after another (scripts/prerender.ts), each told its
 * batch by PRERENDER_BATCH ("1/4": the second of four). Vike makes every page's pageContext, with its whole config,
 * before it renders the first (about 35 KB a page: 390 MB of heap at 10,000 articles), so a process's memory grows
 * with the pages it is given: a batch of articles keeps it flat. The first batch renders every other page too.
 */
export function prerenderBatch(): { index: number; count: number } {
  const [index = 0, count = 1] = (process.env.PRERENDER_BATCH ?? '0/1').split('/').map(Number)
  return { index, count }
}

/**
 * The first batch renders a fifth of the others' share of articles: it renders every other page too, and the thread
 * that works beside pre-rendering (scripts/prerender.ts) waits for the first batch to end before it has anything to do.
 */
const FIRST_SHARE = 1 / 5

/** How many batches render `articles`, each of the others at most `perBatch`; one when they all fit in one. */
export const batchCount = (articles: number, perBatch: number) =>
  articles <= perBatch ? 1 : Math.min(articles, Math.ceil(articles / perBatch + 1 - FIRST_SHARE))

/** Batch `index` of `count`'s share of `list` (the whole list when pre-rendering runs as one batch). */
export function batchSlice<T>(list: readonly T[], index: number, count: number): T[] {
  if (count === 1) return [...list]
  const first = Math.ceil(list.length / (1 + (count - 1) / FIRST_SHARE))
  // The rest evenly: the others differ by one article at most.
  const start = (i: number) => first + Math.floor(((i - 1) * (list.length - first)) / (count - 1))
  return index === 0 ? list.slice(0, first) : list.slice(start(index), start(index + 1))
}

/** This batch's share of `list`. */
export function inBatch<T>(list: readonly T[]): T[] {
  const { index, count } = prerenderBatch()
  return batchSlice(list, index, count)
}

/** Where a batch lists the pages it renders, for scripts/prerender.ts; removed when the last batch is done. */
export const BATCH_PAGES_DIR = 'dist/prerender-batches'

/**
 * Where scripts/prerender.ts lists the articles (their files) whose pages it took from the build cache
 * (scripts/renderCache.ts): no batch renders them.
 */
export const KEPT_ARTICLES = path.join(BATCH_PAGES_DIR, 'kept.json')

/** The articles of `list` whose pages pre-rendering must render: all of them under a plain `vike prerender`. */
export function articlesToRender<T extends { file: string }>(list: readonly T[]): T[] {
  if (process.env.PRERENDER_BATCH === undefined || !fs.existsSync(KEPT_ARTICLES)) return [...list]
  const kept = new Set(JSON.parse(fs.readFileSync(KEPT_ARTICLES, 'utf8')) as string[])
  return list.filter((article) => !kept.has(article.file))
}

/** The text twins a large blog's batches had written (scripts/prerender.ts), for scripts/text/writeTextTwins.ts. */
export const PRERENDERED_TWINS = 'dist/prerendered-twins.json'

/** The list of a batch's pages (their addresses), read once the batch is done. */
export const batchPagesFile = (index: number) => path.join(BATCH_PAGES_DIR, `${index}.json`)

/** Writes this batch's list of pages, when scripts/prerender.ts runs it (not under a plain `vike prerender`). */
export function writeBatchPages(urls: string[]) {
  if (process.env.PRERENDER_BATCH === undefined) return
  fs.mkdirSync(BATCH_PAGES_DIR, { recursive: true })
  fs.writeFileSync(batchPagesFile(prerenderBatch().index), JSON.stringify(urls))
}

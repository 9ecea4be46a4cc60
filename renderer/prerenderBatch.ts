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

/** This batch's share of `list` (the whole list when pre-rendering runs as one batch). */
export function inBatch<T>(list: readonly T[]): T[] {
  const { index, count } = prerenderBatch()
  const size = Math.ceil(list.length / count)
  return list.slice(index * size, (index + 1) * size)
}

/** Where a batch lists the pages it renders, for scripts/prerender.ts; removed when the last batch is done. */
export const BATCH_PAGES_DIR = 'dist/prerender-batches'

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

// The thread scripts/prerender.ts runs beside the pre-rendering of a large blog: while the next batch renders, it
// writes what the build makes of each page the last batch wrote, reading the page once: its Markdown twin (with the
// twin's compressed copies) and the page's own brotli and gzip copies, as writeTextTwins.ts and postbuild.ts would
// (they pass over the pages done here). Answers what llms.txt needs of each twin. A page that came out as in an earlier
// build gets these files from the build cache (pageCache.ts), linked, not copied.
import fs from 'node:fs'
import path from 'node:path'
import { isListedRoute } from './audit/routes'
import { writeCompressedCopies } from './lib/compress'
import { answerJobs } from './lib/tsWorker'
import { pageCache } from './pageCache'
import { readPolicies } from './policies/readPolicies'
import { sourceFile } from './text/pageFacts'
import { compressedWriter, twinPath, writeTwinsOf, type Twin } from './text/twinPages'

export type PageJob = {
  root: string
  /** The addresses of the pages a batch wrote. */
  urls: string[]
  day: string
  base: string
  /** Brotli quality of the pages' HTML and of their twins. */
  htmlQuality: number
  twinQuality: number
  /** Pages of more bytes than this are left to the later steps (scripts/prerender.ts: LARGE_PAGE). */
  largePage: number
  /** Where what is made of each page is kept between builds (pageCache.ts). */
  cacheDir: string
}

/** The twins of a job's pages, how many pages it did (those with a twin and those without), and how many of them came from the build cache. */
export type PagesDone = { twins: Twin[]; pages: number; kept: number }

let policies: ReturnType<typeof readPolicies>['policies'] | undefined

async function writePages(job: PageJob): Promise<PagesDone> {
  const { root, urls, day, base, htmlQuality, twinQuality, largePage } = job
  policies ??= readPolicies(root).policies
  const client = path.join(root, 'dist/client')
  const cache = pageCache(job.cacheDir)
  const pages = urls.filter((url) => {
    const size = fs.statSync(path.join(client, url, 'index.html'), { throwIfNoEntry: false })?.size
    return size !== undefined && size <= largePage
  })
  /** Each page's twin (none for a page without one), by address. */
  const done = new Map<string, Twin | undefined>()
  const toMake: { url: string; key: string; listed: boolean }[] = []
  for (const url of pages) {
    const listed = isListedRoute(url, client)
    const source = listed ? sourceFile(root, url, policies, day) : undefined
    // The day only picks a policy's version: its file is the source (a rebuild the next day finds its pages kept).
    const inputs = { url, listed, source, base, htmlQuality, twinQuality }
    const html = fs.readFileSync(path.join(client, url, 'index.html'))
    const key = cache.keyOf(html, inputs, source === undefined ? undefined : fs.readFileSync(path.join(root, source)))
    const kept = cache.place(key, client)
    if (!kept) toMake.push({ url, key, listed })
    else done.set(url, kept.twin)
  }
  const writer = compressedWriter(twinQuality)
  const listedRoutes = toMake.filter((p) => p.listed).map((p) => p.url)
  const made = await writeTwinsOf({ root, dir: client, routes: listedRoutes, day, base }, policies, writer)
  await writer.done()
  const twins = new Map(made.map((twin) => [twin.route, twin]))
  for (const { url, key, listed } of toMake) {
    const page = path.join(url, 'index.html')
    await writeCompressedCopies(path.join(client, page), htmlQuality)
    const names = [
      ...(listed ? [twinPath(url), `${twinPath(url)}.br`, `${twinPath(url)}.gz`] : []),
      `${page}.br`,
      `${page}.gz`,
    ]
    const files = names.filter((name) => fs.existsSync(path.join(client, name)))
    cache.keep(key, client, { twin: twins.get(url), files })
    done.set(url, twins.get(url))
  }
  // In the batch's order, whichever way each page came.
  return {
    twins: pages.flatMap((url) => done.get(url) ?? []),
    pages: pages.length,
    kept: pages.length - toMake.length,
  }
}

answerJobs(writePages)

// The thread scripts/prerender.ts runs beside the pre-rendering of a large blog: while the next batch renders, it
// writes what the build makes of each page the last batch wrote, reading the page once: its Markdown twin (with the
// twin's compressed copies) and the page's own brotli and gzip copies, as writeTextTwins.ts and postbuild.ts would
// (they pass over the pages done here). Answers what llms.txt needs of each twin.
import fs from 'node:fs'
import path from 'node:path'
import { isListedRoute } from './audit/routes'
import { writeCompressedCopies } from './lib/compress'
import { answerJobs } from './lib/tsWorker'
import { readPolicies } from './policies/readPolicies'
import { compressedWriter, writeTwinsOf, type Twin } from './text/twinPages'

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
}

let policies: ReturnType<typeof readPolicies>['policies'] | undefined

async function writePages({ root, urls, day, base, htmlQuality, twinQuality, largePage }: PageJob): Promise<Twin[]> {
  policies ??= readPolicies(root).policies
  const client = path.join(root, 'dist/client')
  const pages = urls.filter((url) => {
    const size = fs.statSync(path.join(client, url, 'index.html'), { throwIfNoEntry: false })?.size
    return size !== undefined && size <= largePage
  })
  const writer = compressedWriter(twinQuality)
  const twins = await writeTwinsOf(
    root,
    client,
    pages.filter((route) => isListedRoute(route, client)),
    policies,
    day,
    base,
    writer,
  )
  await writer.done()
  for (const url of pages) await writeCompressedCopies(path.join(client, url, 'index.html'), htmlQuality)
  return twins
}

answerJobs(writePages)

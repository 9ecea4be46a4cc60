// Build step, after the policies' copies are in dist/as-of: writes every page's Markdown twin beside it
// (dist/client/privacy.md, /index.md for the home page), /llms.txt and /llms-full.txt, and the same for each day in
// dist/as-of/ whose policies read differently. Brotli and gzip copies are written too: the server serves them from memory.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { siteUrl } from '../../components/seo/siteUrl'
import { pageDay } from '../../content/policyDays'
import { site } from '../../content/site'
import { textTwins } from '../../content/textTwins'
import { findRoutes } from '../audit/routes'
import { hiddenAt, readTimeline } from '../../server/site/asOf'
import { inThreads, threadPool } from '../lib/tsWorker'
import { readPolicies, type PolicyOnDisk } from '../policies/readPolicies'
import type { TwinJob } from './twinWorker'
import { PRERENDERED_TWINS } from '../../renderer/prerenderBatch'
import { MANY_ARTICLES, compressAsBuilt, twinQuality } from '../lib/compress'
import { blogFiles } from '../lib/files'
import { compressedWriter, twinPath, writeTwinsOf, type CompressedWriter, type Twin, type TwinPages } from './twinPages'
import { isMain } from '../../server/isMain'

/** Pages a thread is sent at a time; a site with fewer pages than two of these writes its twins in this thread. */
const BATCH = 100

/**
 * The twins of the pages, in the routes' order: on every core for a large site (HTML to Markdown is the build's work
 * here, not the disk), in this thread for a small one, where starting threads would cost more than it saves.
 */
async function twinsOf(pages: TwinPages, policies: PolicyOnDisk[], quality: number, writer: CompressedWriter) {
  const threads = Math.min(os.availableParallelism(), 4)
  const { routes } = pages
  if (routes.length < 2 * BATCH || threads < 2) return writeTwinsOf(pages, policies, writer)
  const jobs: TwinJob[] = []
  for (let i = 0; i < routes.length; i += BATCH) jobs.push({ ...pages, routes: routes.slice(i, i + BATCH), quality })
  return (await inThreads<TwinJob, Twin[]>(new URL('./twinWorker.ts', import.meta.url), jobs, threads)).flat()
}

/** /llms.txt: title, summary, then a section of links per part of the site; earlier policy versions under 'Optional'. */
export function llmsTxt(twins: Twin[], policies: PolicyOnDisk[], base: string): string {
  const legal = new Set(policies.map((p) => `/${p.slug}`))
  const sectionOf = (t: Twin) => {
    if (t.noindex) return textTwins.optional
    if (legal.has(t.route)) return textTwins.legal
    return textTwins.sections.find((s) => t.route.split('/')[1] === s.prefix)?.title ?? textTwins.other
  }
  const order = [textTwins.other, ...textTwins.sections.map((s) => s.title), textTwins.legal, textTwins.optional]
  const line = (t: Twin) => `- [${t.title}](${base}/${twinPath(t.route)})${t.description ? `: ${t.description}` : ''}`
  const sections = order
    .map((title) => ({ title, twins: twins.filter((t) => sectionOf(t) === title) }))
    .filter((s) => s.twins.length)
    .map((s) => `## ${s.title}\n\n${s.twins.map(line).join('\n')}`)
  return `# ${site.brand}\n\n> ${textTwins.summary || site.description}\n\n${textTwins.intro}\n\n${sections.join('\n\n')}\n`
}

/**
 * /llms-full.txt: the text of every indexed page (not the earlier policy versions), one after the other, read back from
 * each page's twin (`fileOf`) and written piece by piece; then `compress` makes its copies.
 */
async function writeLlmsFullTxt(
  file: string,
  twins: Twin[],
  fileOf: (t: Twin) => string,
  compress: (file: string) => Promise<void>,
) {
  const fd = fs.openSync(file, 'w')
  try {
    fs.writeSync(fd, `# ${site.brand}\n\n> ${textTwins.summary || site.description}\n\n`)
    twins
      .filter((t) => !t.noindex)
      .forEach((t, i) => fs.writeSync(fd, `${i ? '\n\n' : ''}${fs.readFileSync(fileOf(t), 'utf8').trim()}`))
    fs.writeSync(fd, '\n')
  } finally {
    fs.closeSync(fd)
  }
  await compress(file)
}

if (isMain(import.meta.url)) {
  const root = process.cwd()
  const base = siteUrl()
  const { policies } = readPolicies(root)
  const client = path.join(root, 'dist/client')
  const days = path.join(root, 'dist/as-of')
  const timeline = readTimeline(path.join(root, 'dist'))
  const built = timeline?.built ?? ''
  // llms.txt and llms-full.txt name only the pages out at their moment: not a scheduled article before its minute.
  const out = (moment: string, list: Twin[]) => list.filter((t) => !hiddenAt(timeline, moment).has(t.route))
  const routes = findRoutes(client)
  const articles = blogFiles(root).length
  const quality = twinQuality(articles)
  const writer = compressedWriter(quality)
  let files = 0
  // A large blog's pages have their twins already, written while the next batch was pre-rendered (scripts/prerender.ts).
  const prerendered = path.join(root, PRERENDERED_TWINS)
  const done = new Map<string, Twin>(
    fs.existsSync(prerendered)
      ? (JSON.parse(fs.readFileSync(prerendered, 'utf8')) as Twin[]).map((t) => [t.route, t])
      : [],
  )
  fs.rmSync(prerendered, { force: true })
  // Another moment's pages' twins (the policies in force then, /blog with the articles out then), begun now: for a large
  // site on a thread beside this one (the blog's list is a page of each moment, ~4 s to make at 10,000 articles).
  const moments = fs.existsSync(days)
    ? fs.readdirSync(days).filter((d) => /^\d{4}-\d{2}-\d{2}(T\d{2}-\d{2})?$/.test(d))
    : []
  const beside =
    articles > MANY_ARTICLES && os.availableParallelism() > 1
      ? threadPool<TwinJob, Twin[]>(new URL('./twinWorker.ts', import.meta.url), 1)
      : undefined
  const datedTwins = new Map(
    moments.map((moment) => {
      const dir = path.join(days, moment)
      const pagesThen = { root, dir, routes: findRoutes(dir), day: moment.slice(0, 10), base }
      const twinsThen = beside ? beside.run({ ...pagesThen, quality }) : twinsOf(pagesThen, policies, quality, writer)
      twinsThen.catch(() => {}) // awaited in its turn below
      return [moment, twinsThen]
    }),
  )
  const todo = routes.filter((r) => !done.has(r))
  const pagesNow = { root, dir: client, routes: todo, day: pageDay(), base }
  for (const t of await twinsOf(pagesNow, policies, quality, writer)) done.set(t.route, t)
  const twins = routes.map((r) => done.get(r)!)
  const inClient = (t: Twin) => path.join(client, twinPath(t.route))
  // dist/client's two get their copies as postbuild.ts gives every file there (which then leaves them as they are).
  const asBuilt = (file: string) => compressAsBuilt(file, articles)
  fs.writeFileSync(path.join(client, 'llms.txt'), llmsTxt(out(built, twins), policies, base))
  await asBuilt(path.join(client, 'llms.txt'))
  await writeLlmsFullTxt(path.join(client, 'llms-full.txt'), out(built, twins), inClient, asBuilt)
  files += twins.length + 2
  // Another moment's llms.txt and llms-full.txt, as they read then (the rest is the same).
  for (const moment of moments) {
    const dir = path.join(days, moment)
    const dated = new Map((await datedTwins.get(moment)!).map((t) => [t.route, t]))
    const all = out(
      moment,
      twins.map((t) => dated.get(t.route) ?? t),
    )
    await writer.write(path.join(dir, 'llms.txt'), llmsTxt(all, policies, base))
    await writeLlmsFullTxt(
      path.join(dir, 'llms-full.txt'),
      all,
      (t) => (dated.has(t.route) ? path.join(dir, twinPath(t.route)) : inClient(t)),
      writer.compress,
    )
    files += dated.size + 2
  }
  await writer.done()
  await beside?.close()
  console.log(
    `writeTextTwins: ${twins.length} Markdown twins, llms.txt and llms-full.txt in dist/client (${files} files with other days)`,
  )
}

// Build step, after the policies' copies are in dist/as-of: writes every page's Markdown twin beside it
// (dist/client/privacy.md, /index.md for the home page), /llms.txt and /llms-full.txt, and the same for each day in
// dist/as-of/ whose policies read differently. Brotli and gzip copies are written too: the server serves them from memory.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { absoluteUrl, siteUrl } from '../../components/seo/siteUrl'
import { pageDay } from '../../content/policyDays'
import { site } from '../../content/site'
import { textTwins } from '../../content/textTwins'
import { findRoutes } from '../audit/routes'
import { hiddenAt, readTimeline } from '../../server/site/asOf'
import { readPageMeta } from '../seo/pageMeta'
import { readPolicies, type PolicyOnDisk } from '../policies/readPolicies'
import { htmlToMarkdown, mainOf } from './htmlToMarkdown'
import { readSourceFrontmatter, sourceFile, twinHeader } from './pageFacts'

/** What llms.txt and llms-full.txt need of a page; its Markdown stays on disk (the twin file) once written. */
type Twin = { route: string; title: string; description?: string; noindex: boolean }

/** /privacy → privacy.md; / → index.md */
export const twinPath = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`)

/**
 * Writes the twin of every page under `dir` (dist/client, or dist/as-of/<moment>) as it reads on `day`, one page at a
 * time: a build of ten thousand articles never holds more than a few pages' text.
 */
async function writeTwinsOf(
  root: string,
  dir: string,
  routes: string[],
  policies: PolicyOnDisk[],
  day: string,
  base: string,
  writer: CompressedWriter,
): Promise<Twin[]> {
  const twins: Twin[] = []
  for (const route of routes) {
    const html = fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8')
    const url = absoluteUrl(route, base)
    const frontmatter = readSourceFrontmatter(root, sourceFile(root, route, policies, day))
    const header = twinHeader(html, url, frontmatter, site.brand)
    await writer.write(path.join(dir, twinPath(route)), `${header.text}\n${htmlToMarkdown(mainOf(html), url)}`)
    twins.push({ route, title: header.title, description: header.description, noindex: readPageMeta(html).noindex })
  }
  return twins
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
 * each page's twin (`fileOf`) and written piece by piece.
 */
async function writeLlmsFullTxt(file: string, twins: Twin[], fileOf: (t: Twin) => string, writer: CompressedWriter) {
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
  await writer.compress(file)
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

type CompressedWriter = ReturnType<typeof compressedWriter>

/**
 * Writes files with their brotli and gzip copies beside them; the compression runs on zlib's threads, a few files at a
 * time (every core), while the caller goes on to the next page. `write` waits only when that many are in hand.
 */
function compressedWriter(quality: number, inFlight = 4) {
  const running = new Set<Promise<void>>()
  let failed: Error | undefined
  async function compressBody(file: string, body: Buffer) {
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    }
    const [br, gz] = await Promise.all([brotli(body, { params }), gzip(body, { level: 9 })])
    fs.writeFileSync(`${file}.br`, br)
    fs.writeFileSync(`${file}.gz`, gz)
  }
  async function start(file: string, body: Buffer) {
    while (running.size >= inFlight) await Promise.race(running)
    if (failed) throw failed
    const job: Promise<void> = compressBody(file, body)
      .catch((error: unknown) => void (failed ??= error instanceof Error ? error : new Error(String(error))))
      .finally(() => running.delete(job))
    running.add(job)
  }
  return {
    /** The file and, soon, its compressed copies. */
    async write(file: string, text: string) {
      const body = Buffer.from(text)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, body)
      await start(file, body)
    },
    /** The compressed copies of a file already written. */
    compress: (file: string) => start(file, fs.readFileSync(file)),
    /** Every copy written (or the first error). */
    async done() {
      await Promise.all(running)
      if (failed) throw failed
    },
  }
}

if (process.argv[1]?.endsWith('writeTextTwins.ts')) {
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
  const writer = compressedWriter(routes.length > 300 ? 5 : 11)
  let files = 0
  const twins = await writeTwinsOf(root, client, routes, policies, pageDay(), base, writer)
  const inClient = (t: Twin) => path.join(client, twinPath(t.route))
  await writer.write(path.join(client, 'llms.txt'), llmsTxt(out(built, twins), policies, base))
  await writeLlmsFullTxt(path.join(client, 'llms-full.txt'), out(built, twins), inClient, writer)
  files += twins.length + 2
  // Another moment: its pages' twins (the policies in force then, /blog with the articles out then), and llms.txt and
  // llms-full.txt as they read then (the rest is the same).
  const moments = fs.existsSync(days)
    ? fs.readdirSync(days).filter((d) => /^\d{4}-\d{2}-\d{2}(T\d{2}-\d{2})?$/.test(d))
    : []
  for (const moment of moments) {
    const dir = path.join(days, moment)
    const dated = new Map(
      (await writeTwinsOf(root, dir, findRoutes(dir), policies, moment.slice(0, 10), base, writer)).map((t) => [
        t.route,
        t,
      ]),
    )
    const all = out(
      moment,
      twins.map((t) => dated.get(t.route) ?? t),
    )
    await writer.write(path.join(dir, 'llms.txt'), llmsTxt(all, policies, base))
    await writeLlmsFullTxt(
      path.join(dir, 'llms-full.txt'),
      all,
      (t) => (dated.has(t.route) ? path.join(dir, twinPath(t.route)) : inClient(t)),
      writer,
    )
    files += dated.size + 2
  }
  await writer.done()
  console.log(
    `writeTextTwins: ${twins.length} Markdown twins, llms.txt and llms-full.txt in dist/client (${files} files with other days)`,
  )
}

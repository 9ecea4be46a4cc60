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

type Twin = { route: string; title: string; description?: string; markdown: string; noindex: boolean }

/** /privacy → privacy.md; / → index.md */
export const twinPath = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`)

/** The twins of every page under `dir` (dist/client, or dist/as-of/<day>) as they read on `day`. */
function twinsOf(
  root: string,
  dir: string,
  routes: string[],
  policies: PolicyOnDisk[],
  day: string,
  base: string,
): Twin[] {
  return routes.map((route) => {
    const html = fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8')
    const url = absoluteUrl(route, base)
    const frontmatter = readSourceFrontmatter(root, sourceFile(root, route, policies, day))
    const header = twinHeader(html, url, frontmatter, site.brand)
    return {
      route,
      title: header.title,
      description: header.description,
      markdown: `${header.text}\n${htmlToMarkdown(mainOf(html), url)}`,
      noindex: readPageMeta(html).noindex,
    }
  })
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

/** /llms-full.txt: the text of every indexed page (not the earlier policy versions), one after the other. */
export function llmsFullTxt(twins: Twin[]): string {
  const pages = twins.filter((t) => !t.noindex).map((t) => t.markdown.trim())
  return `# ${site.brand}\n\n> ${textTwins.summary || site.description}\n\n${pages.join('\n\n')}\n`
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

async function writeAll(files: Map<string, string>, quality: number) {
  const queue = [...files]
  async function next() {
    for (let item = queue.pop(); item; item = queue.pop()) {
      const [file, text] = item
      const body = Buffer.from(text)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, body)
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      }
      const [br, gz] = await Promise.all([brotli(body, { params }), gzip(body, { level: 9 })])
      fs.writeFileSync(`${file}.br`, br)
      fs.writeFileSync(`${file}.gz`, gz)
    }
  }
  await Promise.all(Array.from({ length: 4 }, next))
}

if (process.argv[1]?.endsWith('writeTextTwins.ts')) {
  const root = process.cwd()
  const base = siteUrl()
  const { policies } = readPolicies(root)
  const client = path.join(root, 'dist/client')
  const days = path.join(root, 'dist/as-of')
  const files = new Map<string, string>()
  const timeline = readTimeline(path.join(root, 'dist'))
  const built = timeline?.built ?? ''
  // llms.txt and llms-full.txt name only the pages out at their moment: not a scheduled article before its minute.
  const out = (moment: string, list: Twin[]) => list.filter((t) => !hiddenAt(timeline, moment).has(t.route))
  const twins = twinsOf(root, client, findRoutes(client), policies, pageDay(), base)
  for (const t of twins) files.set(path.join(client, twinPath(t.route)), t.markdown)
  files.set(path.join(client, 'llms.txt'), llmsTxt(out(built, twins), policies, base))
  files.set(path.join(client, 'llms-full.txt'), llmsFullTxt(out(built, twins)))
  // Another moment: its pages' twins (the policies in force then, /blog with the articles out then), and llms.txt and
  // llms-full.txt as they read then (the rest is the same).
  const moments = fs.existsSync(days)
    ? fs.readdirSync(days).filter((d) => /^\d{4}-\d{2}-\d{2}(T\d{2}-\d{2})?$/.test(d))
    : []
  for (const moment of moments) {
    const dir = path.join(days, moment)
    const dated = new Map(
      twinsOf(root, dir, findRoutes(dir), policies, moment.slice(0, 10), base).map((t) => [t.route, t]),
    )
    for (const t of dated.values()) files.set(path.join(dir, twinPath(t.route)), t.markdown)
    const all = out(
      moment,
      twins.map((t) => dated.get(t.route) ?? t),
    )
    files.set(path.join(dir, 'llms.txt'), llmsTxt(all, policies, base))
    files.set(path.join(dir, 'llms-full.txt'), llmsFullTxt(all))
  }
  await writeAll(files, twins.length > 300 ? 5 : 11)
  console.log(
    `writeTextTwins: ${twins.length} Markdown twins, llms.txt and llms-full.txt in dist/client (${files.size} files with other days)`,
  )
}

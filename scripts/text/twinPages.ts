// The text twins of pages, written one page at a time with their compressed copies: by writeTextTwins.ts itself for a
// small site, by its threads (twinWorker.ts) for a large one.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { writeNewFile } from '../lib/files'
import { absoluteUrl } from '../../components/seo/siteUrl'
import { site } from '../../content/site'
import { readHeadAndMain, readPageMeta } from '../seo/pageMeta'
import type { PolicyOnDisk } from '../policies/readPolicies'
import { htmlToMarkdown } from './htmlToMarkdown'
import { readSourceFrontmatter, sourceFile, twinHeader } from './pageFacts'

/** What llms.txt and llms-full.txt need of a page; its Markdown stays on disk (the twin file) once written. */
export type Twin = { route: string; title: string; description?: string; noindex: boolean }

/** /privacy → privacy.md; / → index.md */
export const twinPath = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`)

/** Pages to write the twins of: `routes` under `dir` (dist/client, or dist/as-of/<moment>) as they read on `day`. */
export type TwinPages = { root: string; dir: string; routes: string[]; day: string; base: string }

/**
 * Writes the twin of every page, one page at a time: a build of ten thousand articles never holds more than a few
 * pages' text.
 */
export async function writeTwinsOf(
  { root, dir, routes, day, base }: TwinPages,
  policies: PolicyOnDisk[],
  writer: CompressedWriter,
): Promise<Twin[]> {
  const twins: Twin[] = []
  for (const route of routes) {
    const { head, main } = readHeadAndMain(path.join(dir, route, 'index.html'))
    const url = absoluteUrl(route, base)
    const frontmatter = readSourceFrontmatter(root, sourceFile(root, route, policies, day))
    const header = twinHeader(head, url, frontmatter, site.brand)
    await writer.write(path.join(dir, twinPath(route)), `${header.text}\n${htmlToMarkdown(main, url)}`)
    twins.push({ route, title: header.title, description: header.description, noindex: readPageMeta(head).noindex })
  }
  return twins
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type CompressedWriter = ReturnType<typeof compressedWriter>

/**
 * Writes files with their brotli and gzip copies beside them; the compression runs on zlib's threads, a few files at a
 * time (every core), while the caller goes on to the next page. `write` waits only when that many are in hand.
 */
export function compressedWriter(quality: number, inFlight = 4) {
  const running = new Set<Promise<void>>()
  let failed: Error | undefined
  async function compressBody(file: string, body: Buffer) {
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    }
    const [br, gz] = await Promise.all([brotli(body, { params }), gzip(body, { level: 9 })])
    writeNewFile(`${file}.br`, br)
    writeNewFile(`${file}.gz`, gz)
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
      writeNewFile(file, body)
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

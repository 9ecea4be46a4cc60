// What the page thread (pageWorker.ts) makes of a pre-rendered page, kept between builds in
// node_modules/.cache/ethereal-pages (scripts/lib/buildCache.ts): the page's text twin and the brotli and gzip copies of
// the twin and of the page. A page is kept under a hash of everything they are made of: its HTML, its address, the MDX
// file it was written in (the twin's facts), what the page thread is told (site address, brotli qualities) and the
// code (pageWorker.ts and every file of ours it imports, and package-lock.json). A rebuild whose page came out the same
// writes these files as they were kept (~2 ms a page) instead of making them again (~12 ms).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { codeHash, keepInCache } from './lib/buildCache'
import type { Twin } from './text/twinPages'

/** What is kept of a page: its twin's facts for llms.txt (none when it has no twin), and the files made of it. */
export type KeptPage = {
  twin?: Twin
  /** Each file's path from dist/client and its bytes. */
  files: { name: string; bytes: Buffer }[]
}

const CODE = new URL('./pageWorker.ts', import.meta.url)

/** The pages kept in `dir`. */
export function pageCache(dir: string) {
  const fileOf = (key: string) => path.join(dir, `${key}.page`)
  return {
    /** The key of a page: the HTML as written, and every other input of what is made of it. */
    keyOf(html: Buffer, inputs: Record<string, unknown>, source: Buffer | undefined) {
      const hash = createHash('sha256').update(`${codeHash(CODE)}\0${JSON.stringify(inputs)}\0`)
      if (source) hash.update(source)
      return hash.update('\0').update(html).digest('hex').slice(0, 32)
    },
    /** The kept page; none when it is not kept or its file cannot be read whole (cut short by a full disk, say). */
    read(key: string): KeptPage | undefined {
      let data: Buffer
      try {
        data = fs.readFileSync(fileOf(key))
      } catch {
        return undefined
      }
      // One line of JSON (the twin, the files' names and lengths), then the files' bytes one after another.
      const end = data.indexOf(10)
      if (end < 0) return undefined
      let head: { twin?: Twin; files: { name: string; length: number }[] }
      try {
        head = JSON.parse(data.subarray(0, end).toString('utf8')) as typeof head
      } catch {
        return undefined
      }
      let at = end + 1
      const files = head.files.map(({ name, length }) => ({ name, bytes: data.subarray(at, (at += length)) }))
      return at === data.length ? { twin: head.twin, files } : undefined
    },
    /**
     * Keeps a page (writeCacheFile: two builds at once never read half of it). A cache that cannot be written (a full
     * disk, a read-only folder) slows the next build and fails none: the build says so once.
     */
    write(key: string, { twin, files }: KeptPage) {
      const head = JSON.stringify({ twin, files: files.map((f) => ({ name: f.name, length: f.bytes.length })) })
      keepInCache(
        fileOf(key),
        Buffer.concat([Buffer.from(`${head}\n`), ...files.map((f) => f.bytes)]),
        "prerender: pages' twins are not kept for the next build",
      )
    },
  }
}

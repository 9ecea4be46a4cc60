// What the page thread (pageWorker.ts) makes of a pre-rendered page, kept between builds in
// node_modules/.cache/ethereal-pages (scripts/lib/buildCache.ts): the page's text twin and the brotli and gzip copies of
// the twin and of the page. A page is kept under a hash of everything they are made of: its HTML, its address, the MDX
// file it was written in (the twin's facts), what the page thread is told (site address, brotli qualities) and the
// code (pageWorker.ts and every file of ours it imports, and package-lock.json). A rebuild whose page came out the same
// links these files into dist/ as they were kept instead of making them again (~12 ms a page).
//
// A kept page is its files, each a hard link to the file the build wrote in dist/client, and a head, written last: the
// twin's facts for llms.txt and the files' names and sizes. Nothing is copied: a page's files were written a second
// time into the cache, and again into the next build's dist/ (~276 MB each way at 10,000 articles). A rebuild's time
// did not measurably change (npm run bench:build against the bundle kept before): a kept page still costs ~20 system
// calls.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { codeHash, keepInCache, notKept, readKept } from './lib/buildCache'
import { linkOrCopy } from './lib/files'
import type { Twin } from './text/twinPages'

/** What is kept of a page: its twin's facts for llms.txt (none when it has no twin), and the files made of it. */
export type KeptPage = {
  twin?: Twin
  /** Each file's path from dist/client. */
  files: string[]
}

/** A kept page's head: its twin's facts, and each file's path from dist/client and its size. */
type Head = { twin?: Twin; files: { name: string; size: number }[] }

const CODE = new URL('./pageWorker.ts', import.meta.url)

/** The pages kept in `dir`. */
export function pageCache(dir: string) {
  const headOf = (key: string) => path.join(dir, `${key}.json`)
  const fileOf = (key: string, index: number) => path.join(dir, `${key}.${index}`)
  return {
    /** The key of a page: the HTML as written, and every other input of what is made of it. */
    keyOf(html: Buffer, inputs: Record<string, unknown>, source: Buffer | undefined) {
      const hash = createHash('sha256').update(`${codeHash(CODE)}\0${JSON.stringify(inputs)}\0`)
      if (source) hash.update(source)
      return hash.update('\0').update(html).digest('hex').slice(0, 32)
    },
    /**
     * Puts a kept page's files into `client` (linkOrCopy), as new as the page beside them (postbuild.ts leaves files
     * whose copies are newer), and answers its twin's facts. None when the page is not kept whole (a file lost, or cut
     * short by a full disk): the page is made again, and what was put here already is written over (writeNewFile).
     */
    place(key: string, client: string): Pick<KeptPage, 'twin'> | undefined {
      // Marks the head as used by this build; the files are through their links in dist/ (set to now below).
      const head = readKept<Head>(headOf(key))
      if (!head) return undefined
      // The clock in whole milliseconds, rounded up: the page's own time has finer steps.
      const now = (Date.now() + 1) / 1000
      for (const [index, { name, size }] of head.files.entries()) {
        const kept = fileOf(key, index)
        if (fs.statSync(kept, { throwIfNoEntry: false })?.size !== size) return undefined
        const file = path.join(client, name)
        linkOrCopy(kept, file)
        fs.utimesSync(file, now, now)
      }
      return { twin: head.twin }
    },
    /**
     * Keeps a page whose files are written in `client`: each file linked (linkOrCopy), then the head (writeCacheFile:
     * a build reading the cache meanwhile finds the page whole or not at all). A cache that cannot be written (a full
     * disk, a read-only folder) slows the next build and fails none: the build says so once.
     */
    keep(key: string, client: string, { twin, files }: KeptPage) {
      const warning = "prerender: pages' twins are not kept for the next build"
      let head: Head
      try {
        fs.mkdirSync(dir, { recursive: true })
        head = {
          twin,
          files: files.map((name, index) => {
            const file = path.join(client, name)
            linkOrCopy(file, fileOf(key, index))
            return { name, size: fs.statSync(file).size }
          }),
        }
      } catch (error) {
        notKept(warning, error)
        return
      }
      keepInCache(headOf(key), JSON.stringify(head), warning)
    },
  }
}

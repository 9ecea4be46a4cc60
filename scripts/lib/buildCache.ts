import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { threadId } from 'node:worker_threads'

/**
 * Where the build keeps what a later build may reuse, under its content hash (encoded images, drawn share cards):
 * node_modules/.cache/<name>, or <BUILD_CACHE_DIR>/<name>. `npm run bench:build` points BUILD_CACHE_DIR at an empty
 * folder, so that it measures a first build, as on a fresh clone.
 */
export const buildCacheDir = (name: string, root = process.cwd()) =>
  path.resolve(root, process.env.BUILD_CACHE_DIR ?? 'node_modules/.cache', name)

/** The build's caches, each a folder of buildCacheDir: what a whole build prunes (pruneCaches). */
const CACHES = [
  'ethereal-articles',
  'ethereal-cards',
  'ethereal-images',
  'ethereal-pages',
  'ethereal-rendered',
  'ethereal-search',
] as const

/**
 * Marks a kept entry (a file, or an image's folder) as used by this build: pruneCaches keeps what builds use. Called
 * before the entry is read, and never fails: an entry gone meanwhile is a miss, which its reader tells.
 */
export function touchCacheEntry(entry: string) {
  const now = new Date()
  try {
    fs.utimesSync(entry, now, now)
  } catch {
    // gone: the reader finds it missing and makes it again
  }
}

/**
 * A kept JSON file of a build cache, marked as used by this build (touchCacheEntry); none when it is not kept or cannot
 * be read whole (cut short by a full disk, say): its reader makes it again.
 */
export function readKept<T>(file: string): T | undefined {
  touchCacheEntry(file)
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/**
 * Makes a file of a build cache under a temporary name of this process and thread (`make(tmp)`: writes it, or links a
 * file of the build there), then renames it: two builds at once (a test beside a bench) never read half a file. A
 * failed make leaves no temporary file behind. Its folder must exist.
 */
export function putCacheFile(file: string, make: (tmp: string) => void) {
  const tmp = `${file}.${process.pid}-${threadId}.tmp`
  try {
    make(tmp)
    fs.renameSync(tmp, file)
  } catch (error) {
    if (fs.existsSync(tmp)) fs.rmSync(tmp)
    throw error
  }
}

/** Writes a file into a build cache (putCacheFile). */
export const writeCacheFile = (file: string, data: string | Uint8Array) =>
  putCacheFile(file, (tmp) => fs.writeFileSync(tmp, data))

/** The warnings notKept has given, each once a build step. */
const warned = new Set<string>()

/**
 * A cache that cannot be written (a full disk, a read-only folder) slows the next build and fails none: `warning` is
 * said once a build step, with the reason.
 */
export function notKept(warning: string, error: unknown) {
  if (!warned.has(warning)) console.warn(`${warning} (${(error as Error).message})`)
  warned.add(warning)
}

/** Keeps a file in a build cache (writeCacheFile, its folder made), or says `warning` once (notKept). */
export function keepInCache(file: string, data: string | Uint8Array, warning: string) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    writeCacheFile(file, data)
  } catch (error) {
    notKept(warning, error)
  }
}

const PROJECT = fileURLToPath(new URL('../../', import.meta.url))

/** Our source files `file` imports, itself included, at any depth (relative imports: packages are the lockfile's). */
export function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const text = fs.readFileSync(file, 'utf8')
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), spec!)
    const found = [base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    if (found) importClosure(found, seen)
  }
  return seen
}

const codeHashes = new Map<string, string>()
/**
 * The hash of the code that makes what a cache keeps: `entry` and every file of ours it imports, read from disk (an edit
 * to any of them retires every entry, without anyone remembering to bump a version), and the packages, through
 * package-lock.json.
 */
export function codeHash(entry: URL): string {
  const file = fileURLToPath(entry)
  let hash = codeHashes.get(file)
  if (hash) return hash
  const h = createHash('sha256')
  for (const f of [...[...importClosure(file)].sort(), path.join(PROJECT, 'package-lock.json')])
    h.update(`${path.relative(PROJECT, f)}\0`)
      .update(fs.readFileSync(f))
      .update('\0')
  codeHashes.set(file, (hash = h.digest('hex')))
  return hash
}

/** How long an entry that no build used stays: two builds at once, or a branch and back, still find theirs. */
const KEEP_UNUSED_MS = 60 * 60 * 1000

/**
 * Removes from `dir` the entries no build used since `usedSince` (ms), and the temporary files of writes cut off
 * before then. An entry is a folder (an image's files) or the files whose names share what comes before the first dot
 * (a page's head and files: `<key>.json`, `<key>.0` …; a card; an article), used when its newest file is: each cache
 * marks what it reads (touchCacheEntry). Answers how many entries went and the bytes this freed (a file the build's
 * dist/ still links to frees none).
 */
export function pruneCache(dir: string, usedSince: number) {
  const entries = new Map<string, { newest: number; paths: string[]; bytes: number }>()
  for (const dirent of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, dirent.name)
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) continue
    const key = dirent.isDirectory() ? dirent.name : dirent.name.split('.')[0]!
    const entry = entries.get(key) ?? { newest: 0, paths: [], bytes: 0 }
    entry.newest = Math.max(entry.newest, stat.mtimeMs)
    entry.paths.push(file)
    entry.bytes += dirent.isDirectory() ? folderBytes(file) : stat.nlink === 1 ? stat.size : 0
    entries.set(key, entry)
  }
  let removed = 0
  let bytes = 0
  for (const entry of entries.values()) {
    if (entry.newest >= usedSince) continue
    for (const p of entry.paths) fs.rmSync(p, { recursive: true, force: true })
    removed++
    bytes += entry.bytes
  }
  return { removed, bytes }
}

const folderBytes = (dir: string) =>
  fs
    .readdirSync(dir)
    .reduce((sum, name) => sum + (fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.size ?? 0), 0)

/**
 * Prunes every cache of the build at `root` (pruneCache) of what neither the build that `started` (ms) nor any other
 * in the last hour used: run when a whole build has ended, so that the caches hold what the last builds used, not
 * every version of every page since the first (1.9 GB after a day of building 10,000 articles). A cache that cannot be
 * pruned is left as it is, said once.
 */
export function pruneCaches(root: string, started: number) {
  const usedSince = Math.min(started, Date.now() - KEEP_UNUSED_MS)
  let removed = 0
  let bytes = 0
  for (const name of CACHES) {
    const dir = buildCacheDir(name, root)
    if (!fs.existsSync(dir)) continue
    try {
      const pruned = pruneCache(dir, usedSince)
      removed += pruned.removed
      bytes += pruned.bytes
    } catch (error) {
      notKept(`build: the cache ${dir} is not pruned`, error)
    }
  }
  return { removed, bytes }
}

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
export const buildCacheDir = (name: string) => path.resolve(process.env.BUILD_CACHE_DIR ?? 'node_modules/.cache', name)

/**
 * Writes a file into a build cache under a temporary name of this process and thread, then renames it: two builds at
 * once (a test beside a bench) never read half a file. A failed write leaves no temporary file behind. Its folder must
 * exist.
 */
export function writeCacheFile(file: string, data: string | Uint8Array) {
  const tmp = `${file}.${process.pid}-${threadId}.tmp`
  try {
    fs.writeFileSync(tmp, data)
    fs.renameSync(tmp, file)
  } catch (error) {
    if (fs.existsSync(tmp)) fs.rmSync(tmp)
    throw error
  }
}

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

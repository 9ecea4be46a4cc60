import fs from 'node:fs'
import path from 'node:path'
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

import path from 'node:path'

/**
 * Where the build keeps what a later build may reuse, under its content hash (encoded images, drawn share cards):
 * node_modules/.cache/<name>, or <BUILD_CACHE_DIR>/<name>. `npm run bench:build` points BUILD_CACHE_DIR at an empty
 * folder, so that it measures a first build, as on a fresh clone.
 */
export const buildCacheDir = (name: string) => path.resolve(process.env.BUILD_CACHE_DIR ?? 'node_modules/.cache', name)

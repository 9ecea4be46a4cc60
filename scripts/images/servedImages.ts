import fs from 'node:fs'
import path from 'node:path'

/** Where processed images are served from; /assets/ is cached for a year by the server (server/plugins/site.ts). */
export const IMAGE_URL_PREFIX = '/assets/images/'

/**
 * Copies the encoded files a build uses (paths in the cache: processImage.ts) into `clientDir`'s IMAGE_URL_PREFIX, where
 * they are served. Apart from the encoder, so that a step that only copies does not load sharp (33 MB).
 */
export function copyImages(files: Iterable<string>, clientDir: string) {
  const dir = path.join(clientDir, IMAGE_URL_PREFIX)
  fs.mkdirSync(dir, { recursive: true })
  for (const file of files) {
    const to = path.join(dir, path.basename(file))
    if (!fs.existsSync(to)) fs.copyFileSync(file, to)
  }
}

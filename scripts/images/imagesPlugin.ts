import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { DEFAULT_CACHE_DIR, isRasterImage, processImage, profiles, type Profile } from './processImage.ts'
import { copyImages, IMAGE_URL_PREFIX } from './servedImages.ts'

/** `import photo from './office.jpg?picture'` (or `?picture=portrait`): the module's default export is a Picture. */
const QUERY = /\?picture(?:=([a-z]+))?$/

/**
 * Vite plugin: an image imported with `?picture` is encoded by processImage (AVIF and WebP, a few widths, cached by
 * content) and the import gives its sizes and srcsets. The remark plugin (remarkImages.ts) writes such imports for the
 * images in MDX; components/images/contentImages.ts for the photos named in content/ data lists.
 * `npm run dev` serves the encoded files from the cache; the build copies the ones the site uses into
 * dist/client/assets/images/ after each bundle is written (the client build empties its folder first).
 */
export function imagesPlugin({ cacheDir = DEFAULT_CACHE_DIR } = {}): Plugin {
  const used = new Map<string, string>() // served name → file in the cache
  let clientDir = path.resolve('dist/client')
  return {
    name: 'ethereal:images',
    enforce: 'pre',
    configResolved(config) {
      const outDir = (config as { environments?: Record<string, { build?: { outDir?: string } }> }).environments?.client
        ?.build?.outDir
      clientDir = path.resolve(config.root, outDir ?? 'dist/client')
    },
    load: {
      // A filter keeps the bundler from calling into this plugin for every other module (thousands of MDX articles).
      filter: { id: QUERY },
      async handler(id) {
        const m = QUERY.exec(id)
        if (!m) return null
        const file = id.replace(QUERY, '')
        const profile = (m[1] ?? 'content') as Profile
        if (!(profile in profiles))
          this.error(`${file}: unknown image profile '${profile}' (${Object.keys(profiles).join(', ')})`)
        if (!isRasterImage(file))
          this.error(`${file}: only JPEG, PNG, WebP, AVIF, TIFF and GIF images are processed; use an SVG as it is`)
        if (!fs.existsSync(file)) this.error(`${file}: no such image`)
        this.addWatchFile(file)
        const { picture, files } = await processImage(file, profile, cacheDir)
        for (const f of files) used.set(path.basename(f), f)
        return `export default ${JSON.stringify(picture)}`
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(IMAGE_URL_PREFIX)
          ? decodeURIComponent(req.url.slice(IMAGE_URL_PREFIX.length).split('?')[0]!)
          : undefined
        const file = name && used.get(name)
        if (!file) return next()
        res.setHeader('content-type', `image/${path.extname(file).slice(1)}`)
        fs.createReadStream(file).pipe(res)
      })
    },
    writeBundle() {
      if (used.size) copyImages(used.values(), clientDir)
    },
  }
}

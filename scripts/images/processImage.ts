// Turns one source image into AVIF and WebP files in a few widths, once per content: the result is cached under
// node_modules/.cache by a hash of the file's bytes, its profile and PIPELINE_VERSION, so a rebuild re-encodes only
// the images that changed. The file names carry that hash, which is why the server may cache them for a year.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp, { type SharpOptions } from 'sharp'
import type { PictureData } from '../../components/images/Picture'
import { buildCacheDir, touchCacheEntry } from '../lib/buildCache.ts'
import { IMAGE_URL_PREFIX } from './servedImages.ts'

/** Change when the encoding below changes: every image is encoded again and gets new file names. */
const PIPELINE_VERSION = 1
/** A source image larger than this fails the build: it is almost always an unexported camera original. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024
/** The most pixels a source image may have: sharp's own default limit, named so that the editor can say it. */
export const MAX_SOURCE_PIXELS = 0x3fff * 0x3fff
/** How the build opens a source image: a damaged file, or one over MAX_SOURCE_PIXELS, fails instead of half a picture. */
export const SOURCE_OPTIONS = { failOn: 'error', limitInputPixels: MAX_SOURCE_PIXELS } as const satisfies SharpOptions
/** What sharp calls the formats isRasterImage names (AVIF is read as HEIF). */
export const RASTER_FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'heif', 'tiff', 'gif']
export const DEFAULT_CACHE_DIR = buildCacheDir('ethereal-images')

/**
 * Widths to encode, in pixels, never wider than the source. `content`: images in the text column (at most 1,200 CSS px,
 * up to 2× for sharp screens); `portrait`: the 80 px round photos of people at 1×, 2× and 3×.
 */
export const profiles = {
  content: [480, 800, 1200, 1600, 2400],
  portrait: [80, 160, 240],
} as const
export type Profile = keyof typeof profiles

type Picture = PictureData

export const isRasterImage = (file: string) => /\.(jpe?g|png|webp|avif|tiff?|gif)$/i.test(file)

/** Reads a source image, refusing one over MAX_SOURCE_BYTES (the message names the file). */
function readSource(file: string): Buffer {
  const { size } = fs.statSync(file)
  if (size > MAX_SOURCE_BYTES)
    throw new Error(
      `${file}: the image is ${megabytes(size)}; at most ${megabytes(MAX_SOURCE_BYTES)} — export it smaller`,
    )
  return fs.readFileSync(file)
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Encodes `file` for `profile` (or reads the earlier result from the cache) and returns the picture and the paths of
 * its files in the cache; each is served at IMAGE_URL_PREFIX + its base name.
 */
export async function processImage(file: string, profile: Profile = 'content', cacheDir = DEFAULT_CACHE_DIR) {
  const source = readSource(file)
  const hash = createHash('sha256').update(`${PIPELINE_VERSION}:${profile}:`).update(source).digest('hex').slice(0, 12)
  const name = path
    .basename(file)
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
  const dir = path.join(cacheDir, `${name}.${hash}`)
  const manifest = path.join(dir, 'picture.json')
  touchCacheEntry(dir)
  const cached = fs.existsSync(manifest)
  if (!cached) await encode(source, { name, hash, profile, dir })
  const { picture, files } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { picture: Picture; files: string[] }
  return { picture, files: files.map((f) => path.join(dir, f)), cached }
}

async function encode(
  source: Buffer,
  { name, hash, profile, dir }: { name: string; hash: string; profile: Profile; dir: string },
) {
  // Rotated by its EXIF orientation first, so width and height are the ones a reader sees.
  const image = sharp(source, SOURCE_OPTIONS).rotate()
  const { data: pixels, info } = await image.clone().raw().toBuffer({ resolveWithObject: true })
  const { width, height } = info
  const widths = [
    ...new Set([...profiles[profile].filter((w) => w < width), Math.min(width, profiles[profile].at(-1)!)]),
  ]
  // Written to a temporary folder and renamed: two builds at once (a test and a bench) never see half a folder.
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`
  fs.mkdirSync(tmp, { recursive: true })
  const files: string[] = []
  const srcset = { avif: [] as string[], webp: [] as string[] }
  const raw = { raw: { width, height, channels: info.channels } }
  await Promise.all(
    widths.flatMap((w) =>
      (['avif', 'webp'] as const).map(async (format) => {
        const file = `${name}-${w}.${hash}.${format}`
        const resized = sharp(pixels, raw).resize({ width: w })
        const encoded =
          format === 'avif' ? resized.avif({ quality: 55, effort: 4 }) : resized.webp({ quality: 78, effort: 4 })
        await encoded.toFile(path.join(tmp, file))
        files.push(file)
        srcset[format][widths.indexOf(w)] = `${IMAGE_URL_PREFIX}${file} ${w}w`
      }),
    ),
  )
  const { dominant } = await sharp(pixels, raw).stats()
  const middle = widths[Math.min(1, widths.length - 1)]!
  const picture: Picture = {
    width,
    height,
    src: `${IMAGE_URL_PREFIX}${name}-${middle}.${hash}.webp`,
    avif: srcset.avif.join(', '),
    webp: srcset.webp.join(', '),
    color: `rgb(${dominant.r}, ${dominant.g}, ${dominant.b})`,
  }
  fs.writeFileSync(path.join(tmp, 'picture.json'), JSON.stringify({ picture, files: files.sort() }))
  try {
    fs.renameSync(tmp, dir)
  } catch {
    // Another build finished the same image first: its folder is as good as ours.
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

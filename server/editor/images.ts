import sharp from 'sharp'
import { editorText as text } from '../../content/editor'
import {
  isRasterImage,
  MAX_SOURCE_BYTES,
  MAX_SOURCE_PIXELS,
  megabytes,
  RASTER_FORMATS,
  SOURCE_OPTIONS,
} from '../../scripts/images/processImage'
import { IMAGES_DIR } from './fields'

/**
 * What the build would say of `bytes` as the image `file` (content/images/…): nothing when it would take it. The build's
 * own rules (scripts/images/processImage.ts): a raster image by its name and by what it holds, at most MAX_SOURCE_BYTES
 * and MAX_SOURCE_PIXELS, and read to its end as the build reads it before it encodes it.
 */
export async function checkImage(file: string, bytes: Buffer): Promise<string[]> {
  if (!file.startsWith(IMAGES_DIR)) return []
  if (!isRasterImage(file)) return [text.image.notAnImage(file)]
  if (bytes.length > MAX_SOURCE_BYTES)
    return [text.image.tooLarge(file, megabytes(bytes.length), megabytes(MAX_SOURCE_BYTES))]
  // Its header only, without the pixel limit, which is said below in words.
  const metadata = await sharp(bytes, { ...SOURCE_OPTIONS, limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  if (!metadata || !RASTER_FORMATS.includes(metadata.format)) return [text.image.notAnImage(file)]
  const { width, height } = metadata
  if (width * height > MAX_SOURCE_PIXELS)
    return [text.image.tooManyPixels(file, width, height, MAX_SOURCE_PIXELS.toLocaleString('en'))]
  try {
    await sharp(bytes, SOURCE_OPTIONS).rotate().stats()
  } catch (error) {
    return [text.image.damaged(file, (error as Error).message)]
  }
  return []
}

import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The intrinsic size of a self-hosted SVG logo, read while pre-rendering so each <img> gets width and height
 * attributes that match its artwork (no layout shift, wide wordmarks keep their proportions).
 */
export function logoSize(publicPath: string): { width: number; height: number } {
  try {
    const head = readFileSync(path.join(process.cwd(), 'public', publicPath), 'utf8').slice(0, 400)
    const width = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(head)?.[1])
    const height = Number(/\bheight="(\d+(?:\.\d+)?)"/.exec(head)?.[1])
    if (width > 0 && height > 0) return { width, height }
  } catch {
    /* fall through: a raster logo or a missing file gets the default box */
  }
  return { width: 160, height: 64 }
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { processImage } from './processImage'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'process-image-'))
const cache = path.join(tmp, 'cache')
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

describe('processImage', () => {
  it('encodes AVIF and WebP in the widths up to the source, with hashed names, and reuses them for the same content', async () => {
    const file = path.join(tmp, 'Harbour View.png')
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#f5b83d' } })
      .png()
      .toFile(file)

    const first = await processImage(file, 'content', cache)
    expect(first.cached).toBe(false)
    expect(first.picture).toMatchObject({
      width: 1000,
      height: 500,
      color: expect.stringMatching(/^rgb\(2\d\d, 18\d, [3-6]\d\)$/),
    })
    expect(first.picture.avif).toMatch(
      /^\/assets\/images\/harbour-view-480\.([0-9a-f]{12})\.avif 480w, \/assets\/images\/harbour-view-800\.\1\.avif 800w, \/assets\/images\/harbour-view-1000\.\1\.avif 1000w$/,
    )
    expect(first.picture.webp.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '800w', '1000w'])
    expect(first.files.map((f) => path.extname(f)).sort()).toEqual([
      '.avif',
      '.avif',
      '.avif',
      '.webp',
      '.webp',
      '.webp',
    ])
    const avif = await sharp(first.files.find((f) => /-800\.\w+\.avif$/.test(f))).metadata()
    expect(avif).toMatchObject({ format: 'heif', width: 800, height: 400 })

    const mtimes = first.files.map((f) => fs.statSync(f).mtimeMs)
    const second = await processImage(file, 'content', cache)
    expect(second.cached).toBe(true)
    expect(second.picture).toEqual(first.picture)
    expect(second.files.map((f) => fs.statSync(f).mtimeMs)).toEqual(mtimes)

    // Changed pixels: new names, so a year-long browser cache never shows the old picture.
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0b7a75' } })
      .png()
      .toFile(file)
    const changed = await processImage(file, 'content', cache)
    expect(changed.cached).toBe(false)
    expect(changed.picture.src).not.toBe(first.picture.src)
  })
})

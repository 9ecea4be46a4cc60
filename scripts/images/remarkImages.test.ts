import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_SOURCE_BYTES } from './processImage'
import { remarkImages } from './remarkImages'

// A real MDX compile of a page in content/about/, with real image files next to it.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-images-'))
const dir = path.join(root, 'content/about')
const page = path.join(dir, 'our-office.mdx')

beforeAll(async () => {
  fs.mkdirSync(dir, { recursive: true })
  await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b7a75' } })
    .jpeg()
    .toFile(path.join(dir, 'office.jpg'))
  // Noise does not compress: a real PNG just over the limit.
  const side = Math.ceil(Math.sqrt(MAX_SOURCE_BYTES / 3)) + 40
  await sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(path.join(dir, 'huge.png'))
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const build = (body: string) =>
  compile(
    { path: page, value: `---\ntitle: Our office\n---\n\n${body}\n` },
    { remarkPlugins: [remarkFrontmatter, remarkImages] },
  ).then(String)

describe('images in MDX', () => {
  it('turns a Markdown image into the Image component with the encoded picture imported from the file next to the page', async () => {
    const js = await build('![The Cork office on the River Lee](./office.jpg "Our Web3Hub")')
    expect(js).toContain('import __picture0 from "./office.jpg?picture"')
    expect(js).toMatch(
      /_jsx\(Image, \{\s*image: __picture0,\s*alt: "The Cork office on the River Lee",\s*caption: "Our Web3Hub"/,
    )
  })

  it('accepts alt="" on <Image> for a decorative image, and keeps hero', async () => {
    const js = await build('<Image src="./office.jpg" alt="" hero />')
    expect(js).toMatch(/image: __picture0,\s*alt: "",\s*hero: true/)
  })

  it('fails naming the file and line when a Markdown image has no alt text', async () => {
    await expect(build('Intro.\n\n![](./office.jpg)')).rejects.toThrow(
      /content\/about\/our-office\.mdx:7: the image \.\/office\.jpg has no alt text/,
    )
  })

  it('fails naming the file when <Image> has no alt attribute', async () => {
    await expect(build('<Image src="./office.jpg" />')).rejects.toThrow(
      /content\/about\/our-office\.mdx:5: the image \.\/office\.jpg has no alt text: add alt=/,
    )
  })

  it('fails naming the file when the image file is missing', async () => {
    await expect(build('![The harbour](./harbour.jpg)')).rejects.toThrow(
      /content\/about\/our-office\.mdx:5: the image \.\/harbour\.jpg does not exist \(looked for .*content\/about\/harbour\.jpg\)/,
    )
  })

  it('fails naming the file when the source image is over 10 MB', async () => {
    expect(fs.statSync(path.join(dir, 'huge.png')).size).toBeGreaterThan(MAX_SOURCE_BYTES)
    await expect(build('![A very large photo](./huge.png)')).rejects.toThrow(
      /content\/about\/our-office\.mdx:5: the image \.\/huge\.png is 1\d\.\d MB; at most 10\.0 MB/,
    )
  })

  it('fails for an image on another site or a path from the site root, and lists every problem of the file at once', async () => {
    const error = await build('![A](https://example.com/a.jpg)\n\n![B](/images/b.jpg)\n\n![](./office.jpg)').catch(
      (e: Error) => e.message,
    )
    expect(error).toMatch(/our-office\.mdx:5: the image https:\/\/example\.com\/a\.jpg is on another site/)
    expect(error).toMatch(/our-office\.mdx:7: the image \/images\/b\.jpg is a path from the site root/)
    expect(error).toMatch(/our-office\.mdx:9: the image \.\/office\.jpg has no alt text/)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { editorText } from '../../content/editor'
import { authorNames, topicNames } from '../../content/schemas/frontmatter'
import { MAX_SOURCE_BYTES } from '../../scripts/images/processImage'
import type { ServerProcess } from '../testing/serverProcess'
import { git } from './git'
import { editorServer } from './testing'

// Pictures added in the web editor, as its page sends them with a save: a real server whose editor has its own checkout
// of a bare repository on disk (as in editor.test.ts), and files the build would take or refuse.

vi.setConfig({ testTimeout: 120_000 })

const wendy = { email: 'wendy@example.com', name: 'Wendy Writer', roles: ['writer' as const] }

let editor: Awaited<ReturnType<typeof editorServer>>
let server: ServerProcess
let operators: string
let checkout: string

const head = async () => (await git(checkout, ['log', '-1', '--format=%H'])).toString().trim()

beforeAll(async () => {
  editor = await editorServer('editor-images', { wendy })
  ;({ server, operators, checkout } = editor)
})
afterAll(async () => {
  await server?.stop()
})

/** Wendy's saves, as Keystatic's page sends them: cookie, anti-forgery token, `no-cors: 1`, contents in base64. */
async function signIn() {
  const { cookie, csrf } = await editor.signIn(wendy)
  const headers = { cookie, 'x-csrf-token': csrf, 'no-cors': '1' }
  await fetch(`${operators}/api/keystatic/tree`, { headers })
  return (files: Record<string, string | Buffer>) =>
    fetch(`${operators}/api/keystatic/update`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        additions: Object.entries(files).map(([p, c]) => ({ path: p, contents: Buffer.from(c).toString('base64') })),
        deletions: [],
      }),
    })
}

/** A photo as a camera or an export would give it: a JPEG made with sharp. */
const jpeg = (width = 640, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 160 } } })
    .jpeg()
    .toBuffer()

/** A small PNG whose header says it is `width` × `height` pixels (as a huge export would; its pixels are not there). */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
    .png()
    .toBuffer()
  // The IHDR chunk: length at 8, type at 12, width and height at 16 and 20, its CRC (of type and data) at 29.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

const article = (image: string) => `---
title: A picture from the editor
description: An article written in the web editor with a picture its writer uploaded along with it.
date: 2027-01-15
author: ${authorNames[0]}
tags:
  - ${topicNames[0]}
updated: 2027-01-15
---
Written in the browser, with a picture.

<Image src="${image}" alt="A blue square, uploaded in the editor" caption="Uploaded with the article" />
`

describe('pictures added in the web editor', () => {
  it('a writer saves an article with the picture she uploaded: one commit, hers, with both files', async () => {
    const save = await signIn()
    const photo = await jpeg()
    const image = 'content/images/editor-picture/blue-square.jpg'
    const page = 'content/blog/editor-picture.mdx'
    const res = await save({ [page]: article('../images/editor-picture/blue-square.jpg'), [image]: photo })
    expect(res.status, await res.clone().text()).toBe(200)
    const [author, files] = (await git(checkout, ['show', '--name-only', '--format=%an <%ae>', 'HEAD']))
      .toString()
      .trim()
      .split('\n\n')
    expect(author).toBe(`${wendy.name} <${wendy.email}>`)
    expect(files!.split('\n').sort()).toEqual([page, image].sort())
    expect(fs.readFileSync(path.join(checkout, image)).equals(photo)).toBe(true)
  })

  it.each([
    [
      'a text file named .jpg',
      'content/images/notes/photo.jpg',
      () => Buffer.from('not a picture, only words'),
      'notAnImage',
    ],
    ['a picture the build does not take', 'content/images/notes/logo.svg', () => Buffer.from('<svg/>'), 'notAnImage'],
    [
      'a picture with more pixels than the build reads',
      'content/images/notes/huge.png',
      () => pngClaiming(20_000, 20_000),
      'tooManyPixels',
    ],
    [
      'a picture larger than the build takes',
      'content/images/notes/large.jpg',
      async () => Buffer.concat([await jpeg(), Buffer.alloc(MAX_SOURCE_BYTES)]),
      'tooLarge',
    ],
  ] as const)('refuses %s, naming it and saying why; nothing is written or committed', async (_, file, bytes, why) => {
    const save = await signIn()
    const before = await head()
    const res = await save({ [file]: await bytes() })
    expect(res.status).toBe(422)
    const said = await res.text()
    expect(said).toContain(`${file} `)
    const words: Record<typeof why, string> = {
      notAnImage: editorText.image.notAnImage(file),
      tooManyPixels: '20000 × 20000 pixels',
      tooLarge: 'export it smaller',
    }
    expect(said).toContain(words[why])
    expect(fs.existsSync(path.join(checkout, file))).toBe(false)
    expect((await git(checkout, ['status', '--porcelain'])).toString()).toBe('')
    expect(await head()).toBe(before)
  })

  it('refuses a save larger than the editor takes with 413 and a sentence; nothing is committed', async () => {
    const save = await signIn()
    const before = await head()
    const res = await save({ 'content/images/notes/huge.jpg': Buffer.alloc(3 * MAX_SOURCE_BYTES) })
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await res.text()).toMatch(/^Not saved: a save may be at most \d+\.\d MB/)
    expect(await head()).toBe(before)
  })
})

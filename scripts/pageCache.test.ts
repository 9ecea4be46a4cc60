import fs from 'node:fs'
import path from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { writeNewFile } from './lib/files'
import { pageCache } from './pageCache'
import { tempDir } from '../server/testing/tempDirs'

// What the page thread made of a page, kept and put into the next build's dist/client: real files on disk.
const tmp = () => tempDir('page-cache')
const twin = { route: '/blog/a', title: 'A', description: 'About A', noindex: false }
const files = ['blog/a.md', 'blog/a/index.html.br']

/** A build's dist/client with the page's index.html as pre-rendering wrote it. */
function renderedPage(client = tmp()) {
  fs.mkdirSync(path.join(client, 'blog/a'), { recursive: true })
  fs.writeFileSync(path.join(client, 'blog/a/index.html'), '<html>A</html>')
  return client
}

/** The page and what was made of it. */
function builtPage(client: string, made = 'made') {
  renderedPage(client)
  for (const name of files) fs.writeFileSync(path.join(client, name), `${made}: ${name}`)
}

afterEach(() => vi.restoreAllMocks())

it('puts a kept page into the next build as it was made, without copying it', () => {
  const [dir, first, next] = [tmp(), tmp(), tmp()]
  const cache = pageCache(dir)
  builtPage(first)
  const key = cache.keyOf(Buffer.from('<html>A</html>'), { url: '/blog/a' }, undefined)
  cache.keep(key, first, { twin, files })

  renderedPage(next)
  const page = fs.statSync(path.join(next, 'blog/a/index.html'))
  expect(cache.place(key, next)).toEqual({ twin })
  for (const name of files) {
    const placed = path.join(next, name)
    expect(fs.readFileSync(placed, 'utf8')).toBe(`made: ${name}`)
    // The same file as the one kept, and as new as the page: postbuild.ts leaves it.
    expect(fs.statSync(placed).ino).toBe(fs.statSync(path.join(first, name)).ino)
    expect(fs.statSync(placed).mtimeMs).toBeGreaterThanOrEqual(page.mtimeMs)
  }

  // A step that writes the file again replaces it: the kept page stays as it was made.
  writeNewFile(path.join(next, 'blog/a.md'), 'written again')
  const third = renderedPage()
  expect(cache.place(key, third)).toEqual({ twin })
  expect(fs.readFileSync(path.join(third, 'blog/a.md'), 'utf8')).toBe('made: blog/a.md')
})

it('makes a page again when what was kept of it is not whole', () => {
  const [dir, first] = [tmp(), tmp()]
  const cache = pageCache(dir)
  builtPage(first)
  const key = cache.keyOf(Buffer.from('<html>A</html>'), { url: '/blog/a' }, undefined)
  expect(cache.place(key, renderedPage())).toBeUndefined()
  cache.keep(key, first, { twin, files })

  // A kept file cut short (a full disk), or lost.
  fs.truncateSync(path.join(dir, `${key}.1`), 3)
  expect(cache.place(key, renderedPage())).toBeUndefined()
  fs.rmSync(path.join(dir, `${key}.1`))
  expect(cache.place(key, renderedPage())).toBeUndefined()

  // Made again and kept again: whole.
  builtPage(first, 'made again')
  cache.keep(key, first, { twin, files })
  const next = renderedPage()
  expect(cache.place(key, next)).toEqual({ twin })
  expect(fs.readFileSync(path.join(next, 'blog/a.md'), 'utf8')).toBe('made again: blog/a.md')
})

it('builds on when the cache cannot be written, and says so once', () => {
  const blocked = path.join(tmp(), 'a-file')
  fs.writeFileSync(blocked, '')
  const cache = pageCache(path.join(blocked, 'pages'))
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const first = tmp()
  builtPage(first)
  cache.keep('one', first, { twin, files })
  cache.keep('two', first, { twin, files })
  expect(warn).toHaveBeenCalledTimes(1)
  expect(String(warn.mock.calls[0]![0])).toMatch(/^prerender: pages' twins are not kept for the next build \(/)
  expect(cache.place('one', renderedPage())).toBeUndefined()
})

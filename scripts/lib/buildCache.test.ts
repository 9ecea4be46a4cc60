import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { pageCache } from '../pageCache'
import { pruneCache } from './buildCache'
import { tempDir } from '../../server/testing/tempDirs'

// A build cache on disk, its entries last used at given times: what pruning keeps and what it removes.
const HOUR = 60 * 60 * 1000
const tmp = () => tempDir('build-cache')
const ago = (ms: number) => new Date(Date.now() - ms)

/** Writes `file` (its folder made) and sets its time to `when`. */
function put(file: string, when: Date, data = 'kept') {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, data)
  fs.utimesSync(file, when, when)
}
const names = (dir: string) => fs.readdirSync(dir).sort()

it('removes the entries no build used since the time given, and keeps every file of an entry in use', () => {
  const dir = tmp()
  // A page the last build used: its head is new, its files as old as the page they were first made of.
  put(path.join(dir, 'used.json'), ago(0))
  put(path.join(dir, 'used.0'), ago(30 * HOUR))
  put(path.join(dir, 'used.1'), ago(30 * HOUR))
  // A page no build has used for two hours, and a write cut off as long ago.
  put(path.join(dir, 'stale.json'), ago(2 * HOUR))
  put(path.join(dir, 'stale.0'), ago(2 * HOUR), 'x'.repeat(1000))
  put(path.join(dir, 'cut.json.123-0.tmp'), ago(2 * HOUR))
  // An image's folder: used ten minutes ago, and one unused for a day (its files' own times do not count).
  put(path.join(dir, 'quay.abc123/picture.json'), ago(48 * HOUR))
  fs.utimesSync(path.join(dir, 'quay.abc123'), ago(600_000), ago(600_000))
  put(path.join(dir, 'old-photo.def456/picture.json'), ago(48 * HOUR), 'y'.repeat(500))
  fs.utimesSync(path.join(dir, 'old-photo.def456'), ago(24 * HOUR), ago(24 * HOUR))

  expect(pruneCache(dir, Date.now() - HOUR)).toEqual({ removed: 3, bytes: 4 + 1000 + 4 + 500 })
  expect(names(dir)).toEqual(['quay.abc123', 'used.0', 'used.1', 'used.json'])
  expect(names(path.join(dir, 'quay.abc123'))).toEqual(['picture.json'])
  // Nothing else is old enough.
  expect(pruneCache(dir, Date.now() - HOUR)).toEqual({ removed: 0, bytes: 0 })
})

it('counts no bytes freed for a file the build still links to', () => {
  const dir = tmp()
  const dist = tmp()
  put(path.join(dist, 'page.html.br'), ago(2 * HOUR), 'z'.repeat(300))
  fs.linkSync(path.join(dist, 'page.html.br'), path.join(dir, 'linked.0'))
  put(path.join(dir, 'linked.json'), ago(2 * HOUR))
  expect(pruneCache(dir, Date.now() - HOUR)).toEqual({ removed: 1, bytes: 4 })
  expect(names(dir)).toEqual([])
  expect(fs.readFileSync(path.join(dist, 'page.html.br'), 'utf8')).toBe('z'.repeat(300))
})

it('keeps a page the next build put into its dist/client, however long ago it was first kept', () => {
  const [dir, first, next] = [tmp(), tmp(), tmp()]
  const cache = pageCache(dir)
  for (const client of [first, next]) {
    fs.mkdirSync(path.join(client, 'blog/a'), { recursive: true })
    fs.writeFileSync(path.join(client, 'blog/a/index.html'), '<html>A</html>')
  }
  fs.writeFileSync(path.join(first, 'blog/a/index.html.br'), 'made')
  const key = cache.keyOf(Buffer.from('<html>A</html>'), { url: '/blog/a' }, undefined)
  cache.keep(key, first, { files: ['blog/a/index.html.br'] })
  for (const kept of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, kept), ago(5 * HOUR), ago(5 * HOUR))

  expect(cache.place(key, next)).toEqual({ twin: undefined })
  expect(pruneCache(dir, Date.now() - HOUR).removed).toBe(0)
  expect(names(dir)).toEqual([`${key}.0`, `${key}.json`])
})

import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { openAndSave } from './roundTrip'

// Every content file opens in the editor and, saved with no change, stays as it was: a save changes only what the
// person changed, and a diff in the history is theirs alone.
// The editor runs Keystatic's browser build; its Node build leaves out the MDX editor's parse and serialize. The config
// is loaded here against the browser build, the one the editor's page runs (the same package, not a stand-in).
const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('@keystatic/core/package.json')), 'dist')
vi.mock('@keystatic/core', () => import(path.join(dist, 'keystatic-core.js')))
vi.mock('@keystatic/core/content-components', () => import(path.join(dist, 'keystatic-core-content-components.js')))

const files = fs
  .readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => `content/${f.split(path.sep).join('/')}`)
  .sort()

describe('opening a content file in the editor and saving it with no change', () => {
  it.each(files)('leaves %s byte for byte as it was', async (file) => {
    const { editorConfig } = await import('./config')
    const before = fs.readFileSync(file)
    const after = Buffer.from(await openAndSave(editorConfig, file, before))
    // A file written by hand in another style: `EDITOR_FORMAT=1 npx vitest run server/editor/roundTrip.test.ts` writes
    // it as the editor would (as `vitest -u` updates a snapshot); then check the page and commit it.
    if (process.env.EDITOR_FORMAT === '1') fs.writeFileSync(file, after)
    expect(after.toString('utf8')).toBe(before.toString('utf8'))
  })
})

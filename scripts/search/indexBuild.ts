// Run by `npm run build` after the pages are pre-rendered: indexes dist/client into dist/search.db for the server's search.
import fs from 'node:fs'
import path from 'node:path'
import { site } from '../../content/site'
import { indexBuild } from './writeSearchIndex'

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const started = performance.now()
const { pages, sections, words, skipped } = indexBuild(distDir, site.brand)
const size = fs.statSync(path.join(distDir, 'search.db')).size
console.log(
  `search index: ${pages} pages, ${sections} sections, ${words} words (${skipped} pages left out: noindex, no <main> or an alias), ` +
    `${(size / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s → dist/search.db`,
)

// Run by `npm run build` after the pages are pre-rendered: indexes dist/client into dist/search.db for the server's search.
import fs from 'node:fs'
import path from 'node:path'
import { searchAudiences } from '../../content/searchAudiences'
import { searchSynonyms } from '../../content/searchSynonyms'
import { site } from '../../content/site'
import { menuNames } from './pageNames'
import { indexBuild } from './writeSearchIndex'

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const started = performance.now()
const { pages, sections, words, skipped, unknownSynonyms, unknownAudiences } = await indexBuild(distDir, site.brand, {
  synonyms: searchSynonyms,
  audiences: searchAudiences,
  menuNames: menuNames(),
})
for (const { entry, word, unknown } of unknownSynonyms)
  console.error(
    `content/searchSynonyms.ts, entry ${entry} (${word}): '${unknown}' is on no page of the site: a search for '${word}' would find nothing by it`,
  )
for (const { entry, page } of unknownAudiences)
  console.error(
    `content/searchAudiences.ts, entry ${entry} (${page}): page is no page of the site, nor a section of one (a section is path#anchor, the anchor of its heading)`,
  )
if (unknownSynonyms.length > 0 || unknownAudiences.length > 0) process.exit(1)
const size = fs.statSync(path.join(distDir, 'search.db')).size
console.log(
  `search index: ${pages} pages, ${sections} sections, ${words} words (${skipped} pages left out: noindex, no <main> or an alias), ` +
    `${(size / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s → dist/search.db`,
)

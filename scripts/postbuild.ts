// Writes .br and .gz beside every compressible file in dist/client, for @fastify/static's preCompressed option, and
// beside the pages, twins and feeds of other moments in dist/as-of (server/site/asOf.ts reads them rather than
// compressing each at start: the blog's list is hundreds of pages at 10,000 articles); and the hashes of the inline
// scripts for the server's Content-Security-Policy.
import fs from 'node:fs'
import path from 'node:path'
import { inlineScriptHashes } from './inlineScriptHashes'
import { compressAsBuilt, hasCompressedCopies, htmlQuality } from './lib/compress'
import { blogFiles, filesUnder } from './lib/files'
import { readPage } from './seo/pageMeta'

const root = path.resolve('dist/client')
const asOf = path.resolve('dist/as-of')
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
/** What the server serves of another moment (server/site/asOf.ts: loadDatedCopies). */
const DATED = /\.(html|md|txt|xml)$/

// Compress on zlib's thread pool, a few files at a time, to use every core. What has its copies already is left as it
// is: the pages of a large blog, compressed while pre-rendering (scripts/pageWorker.ts) with the same settings, and
// llms.txt and llms-full.txt, which writeTextTwins.ts compressed as it wrote them (30 MB at 10,000 articles).
const files = [
  ...filesUnder(root).filter((f) => COMPRESSIBLE.test(f)),
  ...filesUnder(asOf).filter((f) => DATED.test(f)),
]
const articles = blogFiles(process.cwd()).length
let count = 0
async function compressNext() {
  for (let file = files.pop(); file; file = files.pop()) {
    if (!hasCompressedCopies(file)) await compressAsBuilt(file, articles)
    count++
  }
}
await Promise.all(Array.from({ length: 4 }, compressNext))
console.log(
  `postbuild: compressed ${count} files in dist/client and dist/as-of (brotli quality ${htmlQuality(articles)} for HTML and files over 1 MB, 11 for the rest)`,
)

// The server's Content-Security-Policy allows exactly the inline scripts the build wrote (none, ideally): their hashes.
const scriptHashes = new Set<string>()
// Head and body read apart: a page whole is a string in V8's costly large-object space (scripts/seo/pageMeta.ts).
for (const file of filesUnder(root, '.html'))
  for (const h of Object.values(readPage(file)).flatMap(inlineScriptHashes)) scriptHashes.add(h)
fs.writeFileSync(path.resolve('dist/csp-hashes.json'), JSON.stringify({ scriptSrc: [...scriptHashes].sort() }, null, 2))
console.log(`postbuild: ${scriptHashes.size} inline script hash(es) for the CSP in dist/csp-hashes.json`)

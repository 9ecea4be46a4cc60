// Writes .br and .gz beside every compressible file in dist/client, for @fastify/static's preCompressed option.
import { writeSitemap } from './seo/writeSitemap'
import fs from 'node:fs'
import path from 'node:path'
import { inlineScriptHashes } from './inlineScriptHashes'
import { fileQuality, hasCompressedCopies, htmlQuality, writeCompressedCopies } from './lib/compress'
import { filesUnder } from './lib/files'

const root = path.resolve('dist/client')
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/

// Before compressing, so sitemap.xml and robots.txt get their .br/.gz too.
const sitemap = writeSitemap(root)
console.log(`postbuild: sitemap.xml lists ${sitemap.count} pages`)

// Compress on zlib's thread pool, a few files at a time, to use every core. The pages of a large blog were compressed
// while pre-rendering (scripts/pageWorker.ts), with the same settings.
const files = filesUnder(root).filter((f) => COMPRESSIBLE.test(f))
const quality = htmlQuality(files.filter((f) => f.endsWith('.html')).length)
let count = 0
async function compressNext() {
  for (let file = files.pop(); file; file = files.pop()) {
    if (!(file.endsWith('.html') && hasCompressedCopies(file))) {
      const body = fs.readFileSync(file)
      await writeCompressedCopies(file, fileQuality(file, body.length, quality), body)
    }
    count++
  }
}
await Promise.all(Array.from({ length: 4 }, compressNext))
console.log(
  `postbuild: compressed ${count} files in dist/client (brotli quality ${quality} for HTML and files over 1 MB, 11 for the rest)`,
)

// The server's Content-Security-Policy allows exactly the inline scripts the build wrote (none, ideally): their hashes.
const scriptHashes = new Set<string>()
for (const file of filesUnder(root, '.html'))
  for (const h of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) scriptHashes.add(h)
fs.writeFileSync(path.resolve('dist/csp-hashes.json'), JSON.stringify({ scriptSrc: [...scriptHashes].sort() }, null, 2))
console.log(`postbuild: ${scriptHashes.size} inline script hash(es) for the CSP in dist/csp-hashes.json`)

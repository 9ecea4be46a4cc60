// Writes .br and .gz beside every compressible file in dist/client, for @fastify/static's preCompressed option.
import { writeSitemap } from './seo/writeSitemap'
import { promisify } from 'node:util'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { inlineScriptHashes } from './inlineScriptHashes'
import { filesUnder } from './lib/files'

const root = path.resolve('dist/client')
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/

// Before compressing, so sitemap.xml and robots.txt get their .br/.gz too.
const sitemap = writeSitemap(root)
console.log(`postbuild: sitemap.xml lists ${sitemap.count} pages`)

// Compress on zlib's thread pool, a few files at a time, to use every core.
// Brotli quality 11 costs ~60 ms of CPU per 50 KB page, quality 6 about 1.5 ms for a file ~10 % bigger (measured on a
// blog page: 9.0 KB vs 10.0 KB; gzip -9 gives 10.9 KB). Scripts, styles and small sites get 11; a build with more than
// HTML_MAX_QUALITY_LIMIT pages (a blog with a thousand articles) compresses its HTML at 6, which otherwise took a minute of CPU.
const HTML_MAX_QUALITY_LIMIT = 300
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const files = filesUnder(root).filter((f) => COMPRESSIBLE.test(f) && !f.endsWith('.pageContext.json'))
const htmlQuality = files.filter((f) => f.endsWith('.html')).length > HTML_MAX_QUALITY_LIMIT ? 6 : 11
let count = 0
async function compressNext() {
  for (let file = files.pop(); file; file = files.pop()) {
    const body = fs.readFileSync(file)
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: file.endsWith('.html') ? htmlQuality : 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    }
    const [br, gz] = await Promise.all([brotli(body, { params }), gzip(body, { level: 9 })])
    // Small files too (a 500-byte shared chunk is 330 bytes as brotli), but only where the encoding is smaller.
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br)
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz)
    count++
  }
}
await Promise.all(Array.from({ length: 4 }, compressNext))
// Vike writes pageContext.json for client routing, which this site does not use.
for (const file of filesUnder(root, '.pageContext.json')) fs.rmSync(file)
console.log(
  `postbuild: compressed ${count} files in dist/client (brotli quality ${htmlQuality} for HTML, 11 for the rest)`,
)

// The server's Content-Security-Policy allows exactly the inline scripts the build wrote (none, ideally): their hashes.
const scriptHashes = new Set<string>()
for (const file of filesUnder(root, '.html'))
  for (const h of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) scriptHashes.add(h)
fs.writeFileSync(path.resolve('dist/csp-hashes.json'), JSON.stringify({ scriptSrc: [...scriptHashes].sort() }, null, 2))
console.log(`postbuild: ${scriptHashes.size} inline script hash(es) for the CSP in dist/csp-hashes.json`)

// Writes .br and .gz beside every compressible file in dist/client, for @fastify/static's preCompressed option.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { inlineScriptHashes } from './inlineScriptHashes.mjs'

const root = path.resolve('dist/client')
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

let count = 0
for (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file)) continue
  const body = fs.readFileSync(file)
  if (body.length < 512) continue
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
  count++
}
// Vike writes pageContext.json for client routing, which this site does not use.
for (const file of walk(root)) if (file.endsWith('.pageContext.json')) fs.rmSync(file)
console.log(`postbuild: compressed ${count} files in dist/client`)

// The server's Content-Security-Policy allows exactly the inline scripts the build wrote (none, ideally): their hashes.
const scriptHashes = new Set()
for (const file of walk(root)) if (file.endsWith('.html')) for (const h of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) scriptHashes.add(h)
fs.writeFileSync(path.resolve('dist/csp-hashes.json'), JSON.stringify({ scriptSrc: [...scriptHashes].sort() }, null, 2))
console.log(`postbuild: ${scriptHashes.size} inline script hash(es) for the CSP in dist/csp-hashes.json`)

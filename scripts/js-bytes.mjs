// Bytes of JavaScript each page loads, brotli-compressed as served: `node scripts/js-bytes.mjs [base URL] [paths…]`.
// Needs a served build (npm start, or PORT=… npm run serve) and Debian's Chromium; counts every script request after load.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ['/', '/industry-voice', '/industry-voice/all', '/videos', '/videos/q3Xv9Lm2TfA', '/partners']
const dist = path.resolve('dist/client')

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
console.log('page'.padEnd(32), 'scripts', 'KB brotli')
for (const p of pages) {
  // A fresh context per page, so nothing comes from the previous page's cache.
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = new Set()
  const onRequest = (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname)
  page.on('request', onRequest)
  await page.goto(base + p, { waitUntil: 'networkidle' })
  await context.close()
  let bytes = 0
  for (const s of scripts) {
    const file = path.join(dist, s)
    bytes += fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : zlib.brotliCompressSync(fs.readFileSync(file)).length
  }
  console.log(p.padEnd(32), String(scripts.size).padStart(7), (bytes / 1024).toFixed(1).padStart(9))
}
await browser.close()

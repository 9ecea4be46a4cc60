// Measures the JavaScript each page loads: launches Chromium against a running server, records every script
// the page fetches (islands included) and sums the brotli files the server would send for them.
// Usage: node scripts/measure-js.mjs [baseURL] [path ...]   (defaults: http://127.0.0.1:3000 and /)
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
for (const p of paths.length ? paths : ['/']) {
  const page = await browser.newPage()
  const scripts = new Set()
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname) })
  await page.goto(base + p, { waitUntil: 'networkidle' })
  let raw = 0
  let br = 0
  for (const s of scripts) {
    const file = path.join('dist/client', s)
    raw += statSync(file).size
    br += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size
  }
  console.log(`${p}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(br / 1024).toFixed(1)} KB brotli`)
  await page.close()
}
await browser.close()

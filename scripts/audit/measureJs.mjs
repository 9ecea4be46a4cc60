// Bytes of JavaScript a route loads, measured in Chromium: every script response until the network is idle
// (the entry script, its static imports and the islands it imports dynamically), counted as the brotli size of the file.
// CLI: `npm run measure:js [-- --routes / /privacy]` (builds if stale, serves the build, prints a table).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

function brotliSize(file) {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size
  return zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/**
 * @param {string} origin
 * @param {string[]} routes
 * @param {{ clientDir?: string, onRoute?: (route: string, result: { bytes: number, files: string[] }) => void }} [opts]
 * @returns {Promise<Map<string, { bytes: number, files: string[] }>>}
 */
export async function measureJs(origin, routes, opts = {}) {
  const clientDir = opts.clientDir ?? path.resolve('dist/client')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const results = new Map()
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const scripts = new Set()
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()))
      })
      await page.goto(origin + route, { waitUntil: 'networkidle' })
      await context.close()
      let bytes = 0
      const files = []
      for (const url of scripts) {
        if (url.origin !== origin) throw new Error(`${route} loads a script from another origin: ${url.href}`)
        const file = path.join(clientDir, decodeURIComponent(url.pathname))
        bytes += brotliSize(file)
        files.push(url.pathname)
      }
      const result = { bytes, files: files.sort() }
      results.set(route, result)
      opts.onRoute?.(route, result)
    }
  } finally {
    await browser.close()
  }
  return results
}

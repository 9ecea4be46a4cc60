// Bytes of JavaScript a route loads, measured in Chromium in a 390 × 844 phone viewport, counted as the brotli size of
// each script file, at three moments:
// - before: the page has loaded and the network has been quiet for a second, the visitor doing nothing;
// - interaction: after the visitor's first interaction, the pointer over the header's menu (the header's island wakes);
// - all: every island on the page hydrated (each scrolled into view and reached for): the most the page can load.
// CLI: `npm run measure:js [-- --routes / /privacy]` (builds if stale, serves the build, prints a table).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium, type Request } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium'

/** The network counts as settled once no script has been asked for or arrived for this long. */
const QUIET_MS = 1000

/** A built file's size as brotli: its pre-built `.br` where the build wrote one. */
export function brotliSize(file: string): number {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size
  return zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    .length
}

type JsLoad = { bytes: number; files: string[] }
/** `bytes` and `files`: before any interaction. */
export type JsResult = JsLoad & { interaction: JsLoad; all: JsLoad }
export type MeasureJsOptions = { clientDir?: string; onRoute?: (route: string, result: JsResult) => void }

export async function measureJs(
  origin: string,
  routes: string[],
  opts: MeasureJsOptions = {},
): Promise<Map<string, JsResult>> {
  const clientDir = opts.clientDir ?? path.resolve('dist/client')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const results = new Map<string, JsResult>()
  const sizeOf = (scripts: Set<URL>, route: string): JsLoad => {
    let bytes = 0
    const files: string[] = []
    for (const url of scripts) {
      if (url.origin !== origin) throw new Error(`${route} loads a script from another origin: ${url.href}`)
      bytes += brotliSize(path.join(clientDir, decodeURIComponent(url.pathname)))
      files.push(url.pathname)
    }
    return { bytes, files: files.sort() }
  }
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const scripts = new Set<URL>()
      let pending = 0
      let lastActivity = Date.now()
      page.on('request', (req) => {
        if (req.resourceType() !== 'script') return
        pending++
        lastActivity = Date.now()
      })
      const done = (req: Request) => {
        if (req.resourceType() !== 'script') return
        pending--
        lastActivity = Date.now()
      }
      page.on('requestfinished', done)
      page.on('requestfailed', done)
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()))
      })
      const settle = async () => {
        while (pending > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100)
      }

      await page.goto(origin + route, { waitUntil: 'networkidle' })
      await settle()
      const before = sizeOf(scripts, route)

      // The first interaction: the pointer over the header's menu.
      await page.getByRole('navigation', { name: 'Main' }).hover()
      await page.waitForFunction(
        () => document.querySelector('[data-island="NavBar"]')?.hasAttribute('data-hydrated') ?? true,
      )
      await settle()
      const interaction = sizeOf(scripts, route)

      // Everything: each island scrolled into view and reached for, until all of them are live.
      await page.evaluate(() => {
        for (const island of document.querySelectorAll('[data-island]')) {
          island.scrollIntoView()
          island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
        }
      })
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated')),
      )
      await settle()
      const all = sizeOf(scripts, route)
      await context.close()

      const result = { ...before, interaction, all }
      results.set(route, result)
      opts.onRoute?.(route, result)
    }
  } finally {
    await browser.close()
  }
  return results
}

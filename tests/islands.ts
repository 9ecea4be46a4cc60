import fs from 'node:fs'
import { test as base, type Page } from '@playwright/test'

/**
 * Playwright's test, whose pages never see the pointer Chromium's headless shell announces as every page opens: at
 * 0, 0, moving by 0 px, wherever the test's mouse is (none of a visitor: a real browser sends no move while nothing
 * moves). It would wake the island painted at the corner, the header, before the test does anything, and a test of
 * what a page does by itself, or of the first tap before anything is live, would test a page already awake.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() =>
      addEventListener(
        'pointermove',
        (e) => {
          if (e.clientX === 0 && e.clientY === 0 && e.movementX === 0 && e.movementY === 0) e.stopImmediatePropagation()
        },
        { capture: true },
      ),
    )
    await use(page)
  },
})

/** The build's manifest (Vite's): each source module's chunk. */
const manifest = JSON.parse(fs.readFileSync('dist/assets.json', 'utf8')) as Record<string, { file: string }>

/** The address of the chunk the build made of a source module (components/shell/NavBar.tsx …). */
function chunkOf(source: string) {
  const chunk = manifest[source]
  if (!chunk) throw new Error(`${source} is not a chunk of its own in dist/assets.json`)
  return `/${chunk.file}`
}

/**
 * Waits until the modules the page is loading have come and run: the page's own import() of the same address shares
 * their loading, and is answered first (it asked first). One task later the page's code has gone on from there.
 */
export async function codeArrived(page: Page, sources: string[]) {
  await page.evaluate(async (urls) => {
    await Promise.all(urls.map((url) => import(url)))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }, sources.map(chunkOf))
}

/**
 * Waits until what a loaded page does by itself has been done, so that a test can say what it did not do: the islands'
 * visibility observers have reported (an observer made after theirs reports after them, in the same round), an island
 * they woke has waited for the next paint as it does (renderer/islandTriggers.ts) and asked for its code, and the test
 * has seen every request the page made until then (a request of the test's own, made last, is seen last).
 */
export async function startupSettled(page: Page) {
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const seen = new IntersectionObserver(() => {
        seen.disconnect()
        resolve()
      })
      seen.observe(document.documentElement)
    })
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  })
  const marker = `/robots.txt?startup-settled=${Date.now()}`
  const seen = page.waitForRequest((r) => r.url().endsWith(marker))
  await page.evaluate((url) => fetch(url).then(() => {}), marker)
  await seen
}

import { expect, test } from '@playwright/test'
import { routes } from './routes'

// Private by construction: no request leaves the site's own origin and nothing is stored in the browser
// (apart from the session-storage scroll target), so the site needs no consent banner.
// What a page requests and stores does not depend on the viewport: checked once, in the desktop project.

for (const route of routes) {
  test(`${route} talks only to its own origin and stores nothing`, async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const foreign: string[] = []
    context.on('request', (req) => {
      const url = new URL(req.url())
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(req.url())
    })
    await page.goto(route, { waitUntil: 'networkidle' })

    expect.soft(foreign, 'requests to other origins').toEqual([])
    expect.soft(await context.cookies(), 'cookies').toEqual([])
    const stored = await page.evaluate(async () => ({
      localStorage: Object.keys(localStorage),
      indexedDB: (await indexedDB.databases()).map((d) => d.name),
      caches: 'caches' in window ? await caches.keys() : [],
    }))
    expect(stored).toEqual({ localStorage: [], indexedDB: [], caches: [] })
  })
}

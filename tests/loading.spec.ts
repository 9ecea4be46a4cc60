import { expect, test } from '@playwright/test'

// Pages are HTML first: the browser paints the page before it asks for any widget code (React and the widgets).
// Only the small client entry, and the module-loading helper it imports, may arrive earlier; the entry waits for the
// paint before importing the rest.
for (const route of ['/', '/blog', '/partners']) {
  test(`${route} paints before any widget code is requested`, async ({ page }) => {
    await page.goto(route)
    for (const island of await page.locator('[data-island]').all()) await expect(island).toHaveAttribute('data-hydrated', '')
    const entry = await page.locator('script[type="module"][src^="/assets/entries/"]').getAttribute('src')
    const entryCode = await (await page.request.get(entry!)).text()
    const entryImports = [...entryCode.matchAll(/from\s*["']\.\.\/chunks\/([^"']+)["']/g)].map((m) => `/assets/chunks/${m[1]}`)
    expect(entryImports.length, 'the entry imports at most the loading helper').toBeLessThanOrEqual(1)
    const { paint, chunks } = await page.evaluate(() => ({
      // paintTime: when the browser rendered the frame (startTime is when the screen showed it, a little later).
      paint: (performance.getEntriesByName('first-paint')[0] as PerformanceEntry & { paintTime?: number })?.paintTime,
      chunks: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/assets/chunks/'))
        .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime })),
    }))
    expect(paint).toBeGreaterThan(0)
    expect(chunks.length).toBeGreaterThan(entryImports.length)
    for (const chunk of chunks.filter((c) => !entryImports.includes(c.url))) expect(chunk.start, `${chunk.url} was requested before the first paint`).toBeGreaterThan(paint!)
  })
}

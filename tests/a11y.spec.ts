import { expect, test } from '@playwright/test'
import { axeViolations, wcagTags } from './axe'
import { noindexRoutes, notFoundUrls, routes } from './routes'

// axe-core on every pre-rendered page and on the not-found pages, once per project (desktop 1280 px, phone 390 px).
for (const url of [...routes, ...noindexRoutes, ...notFoundUrls]) {
  test(`axe finds no accessibility violation on ${url}`, async ({ page }) => {
    // axe walks every node (the home page's map has thousands): give it room on a busy 2-core machine.
    test.slow()
    // Settled colours: axe scrolls while it checks, which starts the sections' scroll fade-in (public/reveal.js), and a
    // half-faded section reads as low-contrast text. Reduced motion shows every section at full opacity at once.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(url)
    expect(await axeViolations(page, wcagTags)).toEqual([])
  })
}

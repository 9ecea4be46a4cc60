import { expect, type BrowserContext, type Page } from '@playwright/test'

declare global {
  interface Window {
    __cspViolations: string[]
  }
}

/**
 * What a page does while a test looks at it: Content-Security-Policy violations, console errors and uncaught errors,
 * requests to any origin but the site's, and the requests still on their way. Set up before the page opens.
 */
export async function watchPage(page: Page, context: BrowserContext, origin: string) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    )
  })
  const problems: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`))
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  const foreign: string[] = []
  context.on('request', (req) => {
    const url = new URL(req.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(req.url())
  })
  const scripts = new Set<string>()
  page.on('response', (res) => res.request().resourceType() === 'script' && scripts.add(new URL(res.url()).pathname))
  let inFlight = 0
  page.on('request', () => inFlight++)
  page.on('requestfinished', () => inFlight--)
  page.on('requestfailed', () => inFlight--)

  return {
    /** Console and page errors so far, and the CSP violations the page reported. */
    problems: async () => [...(await page.evaluate(() => window.__cspViolations)), ...problems],
    /** The path of every script the page has loaded so far. */
    scripts: () => [...scripts].sort(),
    /** Every request so far to another origin than the site's. */
    foreign: () => [...foreign],
    /**
     * Waits until the page has loaded, no request is on its way and every image in view has arrived: what a scroll or
     * a widget woke has finished (not a fixed quiet time, as Playwright's networkidle is).
     */
    settled: () =>
      expect
        .poll(
          async () =>
            inFlight === 0 &&
            (await page.evaluate(
              () =>
                document.readyState === 'complete' &&
                [...document.images].every((img) => {
                  const box = img.getBoundingClientRect()
                  return img.complete || box.bottom < 0 || box.top > innerHeight
                }),
            )),
          { message: 'the page loaded, nothing on its way', timeout: 15_000 },
        )
        .toBe(true),
  }
}

/** What the site stored in the browser: cookies, local storage, IndexedDB and the Cache API (all empty when private). */
export async function stored(page: Page, context: BrowserContext) {
  return {
    cookies: (await context.cookies()).map((c) => c.name),
    ...(await page.evaluate(async () => ({
      localStorage: Object.keys(localStorage),
      indexedDB: (await indexedDB.databases()).map((d) => d.name),
      caches: 'caches' in window ? await caches.keys() : [],
    }))),
  }
}

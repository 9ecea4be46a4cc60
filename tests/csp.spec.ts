import { expect, test } from '@playwright/test'
import { filledPerRequest, findAllPages } from '../scripts/audit/routes'

/**
 * Every pre-rendered route, read from the build when the tests run (not the small pages left at addresses that
 * redirect), plus an unknown path (the 404 page).
 */
function routes() {
  return [...findAllPages(), '/this-page-does-not-exist']
}

declare global {
  interface Window {
    __cspViolations: string[]
  }
}

test.describe('Content-Security-Policy', () => {
  for (const route of routes()) {
    test(`${route} loads with no CSP violation and no console error`, async ({ page }) => {
      const problems: string[] = []
      await page.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (e) =>
          window.__cspViolations.push(
            `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
          ),
        )
      })
      page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`))
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

      const res = await page.goto(route, { waitUntil: 'networkidle' })
      const csp = res?.headers()['content-security-policy'] ?? ''
      expect(csp, 'the page is served with a policy').toContain("script-src 'self'")
      expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      // Scroll through the page so lazy images and widgets load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')

      const violations = await page.evaluate(() => window.__cspViolations)
      // A page answered with an error status on purpose reports it as a console error about the document itself: a 404
      // route, and the newsletter's link pages opened without a link's token (the confirmation link: expired, 410; the
      // unsubscribe link: not a link of ours, 400).
      const bare = filledPerRequest[route] ?? 200
      const answeredAnError =
        route === '/this-page-does-not-exist' || route.endsWith('/404') ? 404 : bare >= 400 ? bare : undefined
      if (answeredAnError) expect(res?.status()).toBe(answeredAnError)
      const relevant = problems.filter((p) => !(answeredAnError && p.includes(`status of ${answeredAnError}`)))
      expect([...violations, ...relevant]).toEqual([])
    })
  }
})

import { findAllPages, isNoindexPage, isNotFoundRoute } from '../scripts/audit/routes'

/**
 * The build's pages (dist/client/**\/index.html, so new pages are checked as they land), and those kept out of search
 * engines, found once as the run starts: playwright.config.ts hands them to every worker (TEST_PAGES), so that each
 * names the same tests. A worker that looked again named others when dist/ changed under the run (CI: "Test not found
 * in the worker process"); now such a page fails its own test, by its address.
 */
export const testPages: { pages: string[]; noindex: string[] } = process.env.TEST_PAGES
  ? JSON.parse(process.env.TEST_PAGES)
  : (() => {
      const pages = findAllPages()
      return { pages, noindex: pages.filter((r) => !isNotFoundRoute(r) && isNoindexPage(r)) }
    })()
const { pages } = testPages

/** Every pre-rendered route but the not-found pages and the pages kept out of search engines (/search, a policy's earlier versions). */
export const routes = pages.filter((r) => !isNotFoundRoute(r) && !testPages.noindex.includes(r))

/** Pre-rendered pages kept out of search engines (robots noindex): /search and a policy's earlier versions (/privacy/<effective day>). */
export const noindexRoutes = testPages.noindex

/** Unknown paths: one at the top level and one inside each section that has its own not-found page (/about/404 …). */
export const notFoundUrls = [
  '/no-such-page',
  ...pages.filter((r) => r !== '/404' && isNotFoundRoute(r)).map((r) => r.replace(/404$/, 'no-such-page')),
]

/** The routes a visitor reaches from the menu and footer: top-level pages and the first page inside each section. */
export const mainRoutes = routes.filter((r) => {
  const parts = r.split('/').filter(Boolean)
  if (parts.length <= 1) return true
  return routes.find((o) => o.split('/')[1] === parts[0] && o.split('/').filter(Boolean).length > 1) === r
})

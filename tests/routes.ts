import { findAllPages, isNoindexPage, isNotFoundRoute } from '../scripts/audit/routes'

// Found in the build at test time (dist/client/**/index.html), so new pages are checked as they land.
const pages = findAllPages()

/** Every pre-rendered route but the not-found pages and the pages kept out of search engines (/search, a policy's earlier versions). */
export const routes = pages.filter((r) => !isNotFoundRoute(r) && !isNoindexPage(r))

/** Pre-rendered pages kept out of search engines (robots noindex): /search and a policy's earlier versions (/privacy/<effective day>). */
export const noindexRoutes = pages.filter((r) => !isNotFoundRoute(r) && isNoindexPage(r))

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

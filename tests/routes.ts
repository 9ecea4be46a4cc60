import fs from 'node:fs'
import path from 'node:path'
import { findAllPages, isNotFoundRoute } from '../scripts/audit/routes.mjs'
import { readPageMeta } from '../scripts/seo/pageMeta.mjs'

// Found in the build at test time (dist/client/**/index.html), so new pages are checked as they land.
const pages = findAllPages()

/** Every pre-rendered route but the not-found pages. */
export const routes = pages.filter((r) => !isNotFoundRoute(r))

const noindex = (r: string) => readPageMeta(fs.readFileSync(path.resolve('dist/client', `.${r}`, 'index.html'), 'utf8')).noindex
/** The routes search engines should index; the others (a policy's earlier versions, /privacy/2023-01-01) say noindex. */
export const indexedRoutes = routes.filter((r) => !noindex(r))
export const unindexedRoutes = routes.filter(noindex)

/** Unknown paths: one at the top level and one inside each section that has its own not-found page (/about/404 …). */
export const notFoundUrls = ['/no-such-page', ...pages.filter((r) => r !== '/404' && isNotFoundRoute(r)).map((r) => r.replace(/404$/, 'no-such-page'))]

/** The routes a visitor reaches from the menu and footer: top-level pages and the first page inside each section. */
export const mainRoutes = routes.filter((r) => {
  const parts = r.split('/').filter(Boolean)
  if (parts.length <= 1) return true
  return routes.find((o) => o.split('/')[1] === parts[0] && o.split('/').filter(Boolean).length > 1) === r
})

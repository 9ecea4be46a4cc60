// Every pre-rendered route, found in the build: dist/client/**/index.html.
// Section not-found pages (/<section>/404) are left out: they answer with status 404 on purpose; so are pages kept out
// of search engines (robots noindex, such as /search, whose content the server fills in per query).
import path from 'node:path'
import { loadRedirects } from '../../server/site/redirects'
import { filesUnder, pageAddress } from '../lib/files'
import { readHead } from '../seo/pageMeta'

/**
 * Pages the server fills in per request rather than serving as built: /search (the query's results) and the
 * newsletter's link pages (the link's token), with the status each answers when opened bare (200: the empty search;
 * 410: the link-expired page; 400: the bad-link page). Tests that open every page give these their own rules.
 */
export const filledPerRequest: Record<string, number> = {
  '/search': 200,
  '/newsletter/confirm': 410,
  '/newsletter/unsubscribe': 400,
}

export function findRoutes(clientDir = path.resolve('dist/client')): string[] {
  return findAllPages(clientDir).filter((r) => isListedRoute(r, clientDir))
}

/** A page findRoutes lists: not a not-found page, not kept out of search engines. */
export function isListedRoute(route: string, clientDir = path.resolve('dist/client')): boolean {
  return !isNotFoundRoute(route) && !isNoindexPage(route, clientDir)
}

/** True when the pre-rendered page asks search engines not to index it. */
export function isNoindexPage(route: string, clientDir = path.resolve('dist/client')): boolean {
  return /<meta name="robots" content="[^"]*noindex/.test(readHead(path.join(clientDir, route, 'index.html')))
}

/**
 * Every dist/client/**\/index.html as a route, not-found pages included; not the small pages the build leaves at the
 * addresses that redirect (dist/redirects.json).
 */
export function findAllPages(clientDir = path.resolve('dist/client')): string[] {
  const redirected = new Set(loadRedirects(path.dirname(clientDir)).map((r) => r.from))
  return filesUnder(clientDir, 'index.html')
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => pageAddress(clientDir, file))
    .filter((route) => !route.startsWith('/assets/') && !redirected.has(route))
    .sort()
}

/** True for /404 and section not-found pages such as /about/404. */
export function isNotFoundRoute(route: string): boolean {
  return route.split('/').pop() === '404'
}

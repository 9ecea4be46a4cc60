// Every pre-rendered route, found in the build: dist/client/**/index.html.
// Section not-found pages (/<section>/404) are left out: they answer with status 404 on purpose; so are pages kept out
// of search engines (robots noindex, such as /search, whose content the server fills in per query).
import fs from 'node:fs'
import path from 'node:path'

/** @param {string} [clientDir] dist/client */
export function findRoutes(clientDir = path.resolve('dist/client')) {
  return findAllPages(clientDir).filter((r) => !isNotFoundRoute(r) && !isNoindexPage(r, clientDir))
}

/** True when the pre-rendered page asks search engines not to index it. */
export function isNoindexPage(route, clientDir = path.resolve('dist/client')) {
  const html = fs.readFileSync(path.join(clientDir, route, 'index.html'), 'utf8')
  return /<meta name="robots" content="[^"]*noindex/.test(html)
}

/** Every dist/client/**\/index.html as a route, not-found pages included. */
export function findAllPages(clientDir = path.resolve('dist/client')) {
  const routes = []
  if (!fs.existsSync(clientDir)) return routes
  function walk(dir, rel) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name === 'assets') continue
        walk(path.join(dir, entry.name), `${rel}/${entry.name}`)
      } else if (entry.name === 'index.html') {
        routes.push(rel || '/')
      }
    }
  }
  walk(clientDir, '')
  return routes.sort()
}

/** True for /404 and section not-found pages such as /about/404. */
export function isNotFoundRoute(route) {
  return route.split('/').pop() === '404'
}

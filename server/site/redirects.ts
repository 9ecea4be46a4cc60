import fs from 'node:fs'
import path from 'node:path'

/** dist/redirects.json, written by scripts/addresses/writeRedirects.ts: chains already collapsed to one hop. */
export type SiteRedirect = { from: string; to?: string; status: 301 | 410 }

/** The build's redirects, none when the build has no dist/redirects.json. */
export function loadRedirects(distDir: string): SiteRedirect[] {
  const file = path.join(distDir, 'redirects.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteRedirect[]) : []
}

/** Where a redirect sends a request for `url`: its target, with the request's query string kept. */
export function locationOf(redirect: SiteRedirect, url: string) {
  const query = url.indexOf('?')
  return redirect.to + (query === -1 ? '' : url.slice(query))
}

// What of a request's query string the request log keeps (kept 30 days, docs/operating.md): only the keys this site
// itself reads, at the path that reads them. Anything else in a link is someone else's (utm_* for analytics, which reads
// them from the request itself, not from the log; mc_eid, gclid, fbclid and the like from a mail tool or an ad) and is
// never written. A visitor's own words (a search's or the video library's `q`) and a link's secret (the newsletter's
// `token`) are read by the site but left out all the same: the log would pair them with the client's address.

/**
 * The query keys the log keeps, by path (without a trailing slash). A path not listed is logged without its query.
 * Add a key here when the site starts reading one that is neither a visitor's words nor a secret.
 */
export const LOGGED_QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  // The video library's chip (stores/useVideoFilterStore.ts, read in the browser): one of the video categories.
  '/videos': ['category'],
  // How many results the search API answers (server/routes/search.ts).
  '/api/search': ['limit'],
}

/** A request's URL as the log keeps it: its path and, of its query, only the keys listed for that path. */
export function loggedUrl(url: string) {
  const q = url.indexOf('?')
  if (q < 0) return url
  const path = url.slice(0, q)
  const keys = LOGGED_QUERY_KEYS[path.length > 1 ? path.replace(/\/+$/, '') : path]
  if (!keys) return path
  const kept = new URLSearchParams([...new URLSearchParams(url.slice(q + 1))].filter(([key]) => keys.includes(key)))
  return kept.size ? `${path}?${kept}` : path
}

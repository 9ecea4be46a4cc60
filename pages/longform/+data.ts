// https://vike.dev/data — the policy (as in force on the page's day) or stand-alone page at /{slug}, found once for
// its page, head and title. Any other top-level path is the site's 404 page.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findEntry } from './findEntry'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const found = findEntry(pageContext.routeParams.slug!, pageContext.asOf)
  if (!found) throw render(404)
  return found
}

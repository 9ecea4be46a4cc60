// https://vike.dev/data — the About page for /about/{category} or one of its aliases, found once for its page, head
// and title. In the build an unknown category is answered by /about/404 (server/plugins/site.ts); under `npm run dev`,
// by the site's 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findAboutEntry } from '../../../content/aboutEntries'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const entry = findAboutEntry(pageContext.routeParams.category!)
  if (!entry) throw render(404)
  return entry
}

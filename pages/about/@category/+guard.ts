import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { findAboutEntry } from './findAboutEntry'

// In the build an unknown category is answered by /about/404 (server/plugins/site.ts); under `npm run dev`, by the site's 404.
export default function guard(pageContext: PageContext) {
  if (!findAboutEntry(pageContext.routeParams.category!)) throw render(404)
}

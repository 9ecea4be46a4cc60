import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { findEntry } from './findEntry'

// https://vike.dev/guard — any other top-level path is the site's 404 page.
export default function guard(pageContext: PageContext) {
  if (!findEntry(pageContext.routeParams.slug!)) throw render(404)
}

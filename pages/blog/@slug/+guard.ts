import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { getEntry } from '../../../content/collection'

export default function guard(pageContext: PageContext) {
  if (!getEntry('blog', pageContext.routeParams.slug!)) throw render(404)
}

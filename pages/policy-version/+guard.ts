import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { findVersion } from '../../content/policies'

// https://vike.dev/guard
export default function guard(pageContext: PageContext) {
  if (!findVersion(pageContext.routeParams.policy!, pageContext.routeParams.effective!)) throw render(404)
}

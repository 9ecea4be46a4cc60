// https://vike.dev/data — one version of a policy (/privacy/2023-01-01) and the policy's state on the page's day, found
// once for its page, head and title; an unknown policy or date is a 404.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findVersion, pageDay, policyState } from '../../content/policies'

export type Data = ReturnType<typeof data>

export default function data(pageContext: PageContextServer) {
  const found = findVersion(pageContext.routeParams.policy!, pageContext.routeParams.effective!)
  if (!found) throw render(404)
  return { version: found.version, state: policyState(found.policy, pageDay(pageContext.asOf)) }
}

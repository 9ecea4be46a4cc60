import { getEntry } from '../../content/collection'
import { getPolicies, pageDay, policyState } from '../../content/policies'

/**
 * The legal policy or stand-alone page for a top-level slug. A policy is the version in force on the page's day
 * (`asOf`: the day of a pre-rendered copy, see renderer/+onBeforeRoute.ts), with its state (earlier and upcoming versions).
 */
export function findEntry(slug: string, asOf?: string) {
  const policy = getPolicies().get(slug)
  if (policy) {
    const state = policyState(policy, pageDay(asOf))
    return { kind: 'legal' as const, entry: state.inForce, state }
  }
  const page = getEntry('pages', slug)
  return page ? { kind: 'pages' as const, entry: page } : undefined
}

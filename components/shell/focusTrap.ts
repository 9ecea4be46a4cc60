/**
 * Where Tab (or Shift+Tab) should move focus to keep it inside a trap of `nodes` (in tab order),
 * or null to let the browser move it. Focus outside the trap is brought back to its first (or last) node.
 */
export function trapTarget<T>(nodes: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = nodes[0]
  const last = nodes.at(-1)
  if (first === undefined || last === undefined) return null
  const index = active === null ? -1 : nodes.indexOf(active)
  if (index === -1) return backwards ? last : first
  if (backwards && index === 0) return last
  if (!backwards && index === nodes.length - 1) return first
  return null
}

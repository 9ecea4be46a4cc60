/** Polls `check` until it returns a truthy value; fails after `timeoutMs` (generous: the machine may be busy). */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 30_000, intervalMs = 50, what = 'condition' } = {},
) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}

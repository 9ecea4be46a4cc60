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

/**
 * Waits until `backlog` (what is left to do: messages not e-mailed yet, say) reaches 0, for as long as it keeps
 * shrinking: it fails only once the backlog has not shrunk for `stallMs`, naming what is left and the pace so far. A
 * slow machine drains slowly and passes; work that stopped fails, however fast the machine.
 */
export async function waitForBacklog(
  backlog: () => number | Promise<number>,
  { stallMs = 60_000, intervalMs = 250, what = 'the backlog' } = {},
) {
  const started = Date.now()
  const first = await backlog()
  let [least, lastShrunk] = [first, started]
  for (let left = first; left > 0; left = await backlog()) {
    if (left < least) [least, lastShrunk] = [left, Date.now()]
    if (Date.now() - lastShrunk > stallMs) {
      const seconds = (Date.now() - started) / 1000
      const rate = ((first - least) / seconds).toFixed(1)
      throw new Error(
        `${what} stopped shrinking: ${left} of ${first} left, unchanged for ${stallMs / 1000} s (${rate} a second over ${seconds.toFixed(0)} s)`,
      )
    }
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}

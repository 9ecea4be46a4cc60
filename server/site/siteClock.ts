import fs from 'node:fs'
import { readNow } from '../../content/policyDays'

/**
 * The clock of everything on the site's calendar: the policy version in force and the scheduled articles that are out,
 * the analytics day and its secret (and the analytics' other times: a live search settles on it), the newsletter's
 * consent records and link expiry. One clock for all of them, so a test that moves it moves them together.
 */
export type SiteClock = {
  /** The time it is on the site's calendar. */
  now: () => Date
  /** How far the site's clock stands from the real one, in ms (0 in production): what a cache of `now` is keyed on. */
  offsetMs: () => number
}

/**
 * The real clock; or, under NOW (test-only), a test clock that shows NOW when the server starts and moves on with the
 * real one. With NOW_FILE (test-only, only with NOW) a test moves that clock while the server runs: the file holds a
 * date-time (as NOW does), which the clock shows at the file's modification time (when the test wrote it) and moves on
 * from. Each read of the clock looks at the file's status (one stat) and reads its text only when that changed; while
 * there is no file, NOW's clock runs.
 */
export function siteClock({ now, nowFile }: { now?: Date; nowFile?: string }): SiteClock {
  if (!now) return { now: () => new Date(), offsetMs: () => 0 }
  const fromNow = now.getTime() - Date.now()
  const file = nowFile
  if (!file) return { now: () => new Date(Date.now() + fromNow), offsetMs: () => fromNow }
  let read = { version: '', offsetMs: fromNow }
  const offsetMs = () => {
    const status = fs.statSync(file, { throwIfNoEntry: false })
    if (!status) return fromNow
    // Each write has a modification time of its own (server/testing/testClock.ts sets it), so none goes unseen.
    const version = `${status.ino}:${status.mtimeMs}:${status.size}`
    if (version !== read.version) {
      const text = fs.readFileSync(file, 'utf8').trim()
      const at = readNow(text)
      if (!at) throw new Error(`NOW_FILE ${file} holds ${JSON.stringify(text)}, not a date-time such as NOW takes`)
      read = { version, offsetMs: at.getTime() - status.mtimeMs }
    }
    return read.offsetMs
  }
  return { now: () => new Date(Date.now() + offsetMs()), offsetMs }
}

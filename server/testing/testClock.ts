import fs from 'node:fs'
import path from 'node:path'
import { tempDataDir } from './testApp'

/**
 * A clock that a test moves while its server processes run (NOW and NOW_FILE, test-only; server/site/siteClock.ts):
 * servers started with `env` read `now` when they start, and `set(at)` shows every one of them `at` from then on, both
 * moving on with the real time. So a test reaches midnight, or next week, at once instead of waiting for it.
 */
export function testClock(now: string) {
  const file = path.join(tempDataDir('clock'), 'now')
  let written = 0
  return {
    env: { NOW: now, NOW_FILE: file },
    /**
     * Moves the clock to `at` (as NOW takes it). Written beside and renamed over, so a server never reads half of it,
     * and stamped with the time of writing to the millisecond, a later one each time: the servers see every write, even
     * two within one tick of the file system's own clock.
     */
    set(at: string) {
      written = Math.max(Date.now(), written + 1)
      fs.writeFileSync(`${file}.new`, at)
      fs.utimesSync(`${file}.new`, written / 1000, written / 1000)
      fs.renameSync(`${file}.new`, file)
    },
  }
}

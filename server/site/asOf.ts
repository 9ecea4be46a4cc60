import fs from 'node:fs'
import path from 'node:path'
import { loadFile, type Page } from './loadPages'

/** dist/as-of/days.json, written by scripts/policies/writePolicyCopies.ts. */
type Days = { timeZone: string; built: string; days: string[] }

/**
 * The day it is now (yyyy-mm-dd) on the policies' calendar. NOW (test-only: `NOW=2027-01-02`, or any date-time) sets the
 * server's clock, so tests can see a policy switch over without waiting for the day.
 */
function currentDay(timeZone: string, env: Record<string, string | undefined> = process.env, now = new Date()) {
  const clock = env.NOW ? testClock(env.NOW) : now
  return dayIn(timeZone, clock)
}

/** The date (yyyy-mm-dd) of `instant` on the calendar of `timeZone`. */
export const dayIn = (timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)

function testClock(now: string) {
  const clock = new Date(/^\d{4}-\d{2}-\d{2}$/.test(now) ? `${now}T12:00:00Z` : now)
  if (Number.isNaN(clock.getTime()))
    throw new Error(`NOW=${now} is not a date (yyyy-mm-dd): it is a test-only setting, leave it unset`)
  return clock
}

const started = Date.now()

/**
 * The server's clock for what depends on the calendar (the newsletter's consent records and link expiry): the real time,
 * or under NOW (test-only) that moment plus the time since the process started, so that events keep their order.
 */
export function siteNow(env: Record<string, string | undefined> = process.env) {
  return env.NOW ? new Date(testClock(env.NOW).getTime() + Date.now() - started) : new Date()
}

/**
 * The policies as they read on other days than the build's (dist/as-of/<day>/: the pages and text twins whose text depends
 * on which version of a policy is in force). `pick(file)` answers the copy for today, or undefined when the build's own
 * file is the right one: so a version published ahead of its effective date takes over on that day by itself.
 */
export function loadDatedCopies(distDir: string, env: Record<string, string | undefined> = process.env) {
  const dir = path.join(distDir, 'as-of')
  const manifest = path.join(dir, 'days.json')
  if (!fs.existsSync(manifest)) return { pick: (): Page | undefined => undefined, files: new Set<string>() }
  const { timeZone, built, days } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Days
  const copies = new Map<string, Page>()
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const rel = file.split(path.sep).join('/')
    if (/\.(html|md|txt)$/.test(rel)) copies.set(rel, loadFile(dir, path.join(dir, file)))
  }
  // The day only changes at midnight: work it out at most once a minute.
  let cached = { at: 0, day: '' }
  function epoch() {
    const nowMs = Date.now()
    if (nowMs - cached.at > 60_000) cached = { at: nowMs, day: currentDay(timeZone, env) }
    return days.findLast((d) => d <= cached.day) ?? days[0]
  }
  return {
    pick(file: string): Page | undefined {
      const day = epoch()
      return day === built ? undefined : copies.get(`${day}/${file}`)
    },
    /** Every file that has dated copies ('privacy/index.html', 'privacy.md'). */
    files: new Set([...copies.keys()].map((k) => k.slice(k.indexOf('/') + 1))),
  }
}

import fs from 'node:fs'
import path from 'node:path'
import { epochOf, momentAt, today } from '../../content/policyDays'
import { loadFile, type Page } from './loadPages'
import type { SiteClock } from './siteClock'

/** A scheduled article: its address and the moment it goes live (yyyy-mm-ddThh-mm). */
type Scheduled = { address: string; publishAt: string }
/**
 * dist/as-of/days.json, written by scripts/policies/writePolicyCopies.ts: the moments on which the site changes (the
 * days a policy's version in force changes, the minutes scheduled articles go live), the one the build's own files
 * describe, and the scheduled articles.
 */
export type Timeline = { timeZone: string; built: string; days: string[]; scheduled: Scheduled[] }

/** The build's timeline, or none (a build without dist/as-of/days.json). */
export function readTimeline(distDir: string): Timeline | undefined {
  const manifest = path.join(distDir, 'as-of', 'days.json')
  if (!fs.existsSync(manifest)) return undefined
  const timeline = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Timeline
  return { ...timeline, scheduled: timeline.scheduled ?? [] }
}

/** The date (yyyy-mm-dd) of `instant` on the calendar of `timeZone`. */
export const dayIn = (timeZone: string, instant: Date) => today(instant, timeZone)

/** The addresses of the scheduled articles not yet out at `moment`. */
export const hiddenAt = (timeline: Timeline | undefined, moment: string) =>
  new Set((timeline?.scheduled ?? []).filter((s) => s.publishAt > moment).map((s) => s.address))

/** The moment it is now (yyyy-mm-ddThh-mm), worked out again only when the clock's next minute starts or it is moved. */
function minuteClock(timeZone: string, clock: SiteClock) {
  let cached = { until: 0, offsetMs: 0, moment: '' }
  return () => {
    const nowMs = Date.now()
    const offsetMs = clock.offsetMs()
    if (nowMs >= cached.until || offsetMs !== cached.offsetMs) {
      const at = nowMs + offsetMs
      cached = { until: nowMs + 60_000 - (at % 60_000), offsetMs, moment: momentAt(new Date(at), timeZone) }
    }
    return cached.moment
  }
}

/** The addresses of the scheduled articles not out yet, now (for the search, which lists pages by address). */
export function scheduledNow(distDir: string, clock: SiteClock) {
  const timeline = readTimeline(distDir)
  if (!timeline?.scheduled.length) return () => new Set<string>()
  const now = minuteClock(timeline.timeZone, clock)
  return () => hiddenAt(timeline, now())
}

/** The files that make up a page at `address` (/blog/x → blog/x/index.html and its twin blog/x.md). */
const filesOf = (address: string) => [`${address.slice(1)}/index.html`, `${address.slice(1)}.md`]

/**
 * The site as it reads at other moments than the build's (dist/as-of/<moment>/: the pages, text twins, sitemap and feeds
 * whose text depends on the policy in force or on which scheduled articles are out). `pick(file)` answers the copy for
 * now, or undefined when the build's own file is the right one; `hidden(file)` is true for the page of a scheduled
 * article (and its twin) until its minute. So a policy takes over on its day, and an article goes live at its minute, by
 * themselves, on every instance that serves the build: each reads the same files and its own clock, nothing else.
 */
export function loadDatedCopies(distDir: string, clock: SiteClock) {
  const timeline = readTimeline(distDir)
  if (!timeline)
    return { pick: (): Page | undefined => undefined, hidden: () => false, files: new Set<string>(), now: () => '' }
  const { timeZone, built, days, scheduled } = timeline
  const dir = path.join(distDir, 'as-of')
  const copies = new Map<string, Page>()
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const rel = file.split(path.sep).join('/')
    if (/\.(html|md|txt|xml)$/.test(rel)) copies.set(rel, loadFile(dir, path.join(dir, file)))
  }
  const scheduledFiles = new Map(scheduled.flatMap((s) => filesOf(s.address).map((f) => [f, s.publishAt] as const)))
  const now = minuteClock(timeZone, clock)
  return {
    pick(file: string): Page | undefined {
      const epoch = epochOf(days, now())
      return epoch === built ? undefined : copies.get(`${epoch}/${file}`)
    },
    hidden: (file: string) => (scheduledFiles.get(file) ?? '') > now(),
    /** Every file that has dated copies ('privacy/index.html', 'privacy.md', 'sitemap.xml'). */
    files: new Set([...copies.keys()].map((k) => k.slice(k.indexOf('/') + 1))),
    /** The moment it is now (yyyy-mm-ddThh-mm). */
    now,
  }
}

import { policyVersions } from './policyVersions'

// The site's calendar: the policies change by day, scheduled articles (publishAt) by the minute, both in the time zone of
// content/policyVersions.ts. A moment is written yyyy-mm-ddThh-mm (a day yyyy-mm-dd is its first minute): written so,
// moments and days sort as text, and name folders of the build (dist/as-of/<moment>/).

/** The calendar's formatters, one per zone and precision: making one costs more than a page's other date work (a tenth
 * of a millisecond; the blog's pages ask for the moment once each, 0.3 s of 1,300 pages' pre-rendering, measured). */
const formatters = new Map<string, Intl.DateTimeFormat>()
const parts = (timeZone: string, withTime: boolean) => {
  const key = `${timeZone} ${withTime}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    })
    formatters.set(key, format)
  }
  return format
}

/** Today's date (yyyy-mm-dd) on the calendar the policies change by (content/policyVersions.ts). */
export function today(now = new Date(), timeZone: string = policyVersions.timeZone) {
  return parts(timeZone, false).format(now)
}

/** The minute it is at `now` on the site's calendar: yyyy-mm-ddThh-mm. */
export function momentAt(now: Date, timeZone: string = policyVersions.timeZone) {
  const p = Object.fromEntries(
    parts(timeZone, true)
      .formatToParts(now)
      .map((x) => [x.type, x.value]),
  )
  return `${p.year}-${p.month}-${p.day}T${p.hour}-${p.minute}`
}

/** A value of NOW as a moment: a date (yyyy-mm-dd), read as noon UTC that day, or a date-time; undefined if neither. */
export function readNow(text: string) {
  const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00Z` : text)
  return /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(at.getTime()) ? at : undefined
}

/**
 * The clock: now, or NOW (test-only: `NOW=2027-01-02`, read as noon UTC that day, or any date-time such as
 * `NOW=2026-12-07T08:59:00Z`), so tests can see a policy switch over or an article appear without waiting.
 */
export function clock(env: Record<string, string | undefined> = process.env, now = new Date()) {
  if (!env.NOW) return now
  const at = readNow(env.NOW)
  if (!at) throw new Error(`NOW=${env.NOW} is not a date (yyyy-mm-dd): it is a test-only setting, leave it unset`)
  return at
}

/** A frontmatter `publishAt` (2026-12-07T09:00) as a moment (2026-12-07T09-00). */
export const momentOfPublishAt = (publishAt: string) => publishAt.replace(':', '-')

/**
 * The moment a pre-rendered page describes: the moment of its `/_as-of/<moment>/…` copy (renderer/+onBeforeRoute.ts),
 * else the build's (NOW, test-only, as for the server: server/site/asOf.ts).
 */
export const pageMoment = (asOf?: string) => asOf ?? momentAt(clock())

/** The day a pre-rendered page describes (see pageMoment). */
export const pageDay = (asOf?: string) => pageMoment(asOf).slice(0, 10)

/** Of the moments on which the site changes, the last one on or before `moment` (the first when `moment` is earlier). */
export const epochOf = (moments: string[], moment: string) => moments.findLast((d) => d <= moment) ?? moments[0]

/** Before any article was scheduled: the moment of the site's copy without any of them. */
const BEFORE_ALL = '0000-01-01'

/**
 * The moments on which the site changes: the days a policy's version in force changes, and each scheduled article's
 * minute. With scheduled articles, the copy for the time before the first (BEFORE_ALL) lists none of them.
 */
export const timelineOf = (policyDays: string[], publishMoments: string[]) =>
  [...new Set([...(publishMoments.length ? [BEFORE_ALL] : []), ...policyDays, ...publishMoments])].sort()

/** True when an article with this `publishAt` (or none) is out at `moment`. */
export const isOut = (fm: { publishAt?: string }, moment: string) =>
  !fm.publishAt || momentOfPublishAt(fm.publishAt) <= moment

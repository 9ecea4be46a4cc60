import { policyVersions } from './policyVersions'

/** Today's date (yyyy-mm-dd) on the calendar the policies change by (content/policyVersions.ts). */
export function today(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: policyVersions.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/**
 * The day a pre-rendered page describes: the day of its `/_as-of/<day>/…` copy (renderer/+onBeforeRoute.ts), else the day
 * of the build (NOW, test-only, as for the server: server/site/asOf.ts).
 */
export const pageDay = (asOf?: string) => asOf ?? process.env.NOW ?? today()

/** Of the days on which a version in force changes, the last one on or before `day` (the first when `day` is earlier). */
export const epochOf = (days: string[], day: string) => days.findLast((d) => d <= day) ?? days[0]

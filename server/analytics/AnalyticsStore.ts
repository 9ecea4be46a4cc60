import type { OutcomeKind, ViewDims } from './Tally'
import type { Report, ExportRow } from './report'

// What every analytics store does, SQLite or PostgreSQL, and the helpers both use to turn a batch into rows. Of
// report.ts it knows only the shapes a store answers in (Report, ExportRow); the report's rules (MIN_QUERY_VISITORS)
// are report.ts's own, and report.ts knows nothing of the stores.

/**
 * One write of counts, as an instance hands it to the database: daily totals, and for views and searches the keyed
 * hashes of the visitors seen (the day's secret, address and browser), which the database turns into visitor counts.
 */
export type Batch = {
  views: (ViewDims & { views: number; people: string[] })[]
  notFound: { day: string; page: string; referrer: string; views: number }[]
  searches: { day: string; query: string; results: number; searches: number; people: string[] }[]
  outcomes: { day: string; kind: OutcomeKind; page: string; count: number }[]
  /** Searches never kept (an address or a long number typed into the box). */
  withheld: { day: string; count: number }[]
}

/** The visitor counts a write adds to each row: a hash counts on the first row that names it, if the day had not seen it. */
export type Fresh = {
  /** New to the site that day (the row of the visit's first view in the day: its landing page, source and device). */
  visitors: number[]
  /** New to the page that day. */
  pageVisitors: number[]
  /** New to the query that day. */
  searchVisitors: number[]
}

/** Where a hash was seen: the site, a page or a query, on a day. */
export type Seen = { day: string; scope: string; hash: string }

const scopes = { site: '', page: (page: string) => `page:${page}`, query: (query: string) => `query:${query}` }

/** Every (day, scope, hash) a batch names, each once. */
export function seenIn(batch: Batch): Seen[] {
  const all = new Map<string, Seen>()
  const add = (day: string, scope: string, hash: string) =>
    all.set(`${day}\u0000${scope}\u0000${hash}`, { day, scope, hash })
  for (const v of batch.views)
    for (const hash of v.people) {
      add(v.day, scopes.site, hash)
      add(v.day, scopes.page(v.page), hash)
    }
  for (const s of batch.searches) for (const hash of s.people) add(s.day, scopes.query(s.query), hash)
  return [...all.values()]
}

/** Given which of `seenIn(batch)` the database had not seen (`isNew`), the visitors each row gains. */
export function freshCounts(batch: Batch, isNew: (seen: Seen) => boolean): Fresh {
  const counted = new Set<string>()
  const once = (day: string, scope: string, hash: string) => {
    const key = `${day}\u0000${scope}\u0000${hash}`
    if (counted.has(key)) return 0
    counted.add(key)
    return isNew({ day, scope, hash }) ? 1 : 0
  }
  const sum = (people: string[], day: string, scope: string) =>
    people.reduce((n, hash) => n + once(day, scope, hash), 0)
  return {
    visitors: batch.views.map((v) => sum(v.people, v.day, scopes.site)),
    pageVisitors: batch.views.map((v) => sum(v.people, v.day, scopes.page(v.page))),
    searchVisitors: batch.searches.map((s) => sum(s.people, s.day, scopes.query(s.query))),
  }
}

/**
 * The views of a batch as the rows both stores write, in the tables' column order: day, page, referrer, utm_source,
 * utm_medium, utm_campaign, device, views, visitors, page_visitors.
 */
export const viewRows = (batch: Batch, counts: Fresh) =>
  batch.views.map((v, i) => [
    v.day,
    v.page,
    v.referrer,
    v.source,
    v.medium,
    v.campaign,
    v.device,
    v.views,
    counts.visitors[i]!,
    counts.pageVisitors[i]!,
  ])

export interface AnalyticsStore {
  /** The day's secret, made by the first instance that asks (when `create`), shared by all; undefined when gone. */
  secretFor(day: string, create: boolean): Promise<Buffer | undefined>
  /** Adds a batch of counts, in one transaction. */
  write(batch: Batch): Promise<void>
  /**
   * What happens when a day is over, by whichever instance sees it first: the secrets and the hashes of the days before
   * `today` are deleted, their queries asked by fewer than MIN_QUERY_VISITORS visitors are folded into one count with
   * no words, and every total of a day before `keepFrom` is deleted. Returns how many secrets went.
   */
  endDays(today: string, keepFrom: string): Promise<number>
  /** The tables of the dashboard and `npm run analytics -- report`, for the days from `from` to `to` (inclusive). */
  report(from: string, to: string): Promise<Report>
  /** One row per day and page. */
  exportRows(from: string, to: string): Promise<ExportRow[]>
  close(): Promise<void>
}

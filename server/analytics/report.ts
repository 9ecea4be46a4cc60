// The reports' tables, the same SQL on SQLite and PostgreSQL ($1 and $2 are the first and last day, inclusive). It
// knows no store: the stores (AnalyticsStore.ts and its two kinds) import its shapes, its SQL and its rule of how few
// visitors hide a query, and hand it one database's way of asking.

/** A query is shown in a report only when at least this many visitors asked it on one day. */
export const MIN_QUERY_VISITORS = 3

export type DayRow = { day: string; views: number; visitors: number }
type PageRow = { page: string; views: number; visitors: number }
type SourceRow = { referrer: string; visitors: number; views: number }
type CampaignRow = { source: string; medium: string; campaign: string; visitors: number; views: number }
type DeviceRow = { device: string; visitors: number; views: number }
type SearchRow = { query: string; searches: number; visitors: number; results: number }
type OutcomeRow = { kind: string; page: string; count: number }
type NotFoundRow = { page: string; referrer: string; views: number }
export type ExportRow = { day: string; page: string; views: number; visitors: number }

export type Report = {
  from: string
  to: string
  /** Every day of the range, a day without counts as zeros. */
  days: DayRow[]
  pages: PageRow[]
  sources: SourceRow[]
  campaigns: CampaignRow[]
  devices: DeviceRow[]
  /** Queries asked by at least MIN_QUERY_VISITORS visitors on one day, most asked first. */
  searches: SearchRow[]
  /** Of those, the ones that found nothing: the writers' to-do list. */
  searchesWithoutResults: SearchRow[]
  /** Searches not shown: asked by fewer visitors, or holding an address or a long number (never stored). */
  searchesNotShown: number
  outcomes: OutcomeRow[]
  notFound: NotFoundRow[]
}

const LIMIT = 200

export const REPORT_SQL = {
  days: `SELECT day, SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_views
    WHERE day BETWEEN $1 AND $2 GROUP BY day ORDER BY day`,
  pages: `SELECT page, SUM(views) AS views, SUM(page_visitors) AS visitors FROM analytics_views
    WHERE day BETWEEN $1 AND $2 GROUP BY page ORDER BY views DESC, page LIMIT ${LIMIT}`,
  sources: `SELECT referrer, SUM(visitors) AS visitors, SUM(views) AS views FROM analytics_views
    WHERE day BETWEEN $1 AND $2 GROUP BY referrer ORDER BY visitors DESC, views DESC, referrer LIMIT ${LIMIT}`,
  campaigns: `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, SUM(visitors) AS visitors,
    SUM(views) AS views FROM analytics_views
    WHERE day BETWEEN $1 AND $2 AND (utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '')
    GROUP BY utm_source, utm_medium, utm_campaign ORDER BY visitors DESC, views DESC, source LIMIT ${LIMIT}`,
  devices: `SELECT device, SUM(visitors) AS visitors, SUM(views) AS views FROM analytics_views
    WHERE day BETWEEN $1 AND $2 GROUP BY device ORDER BY visitors DESC, views DESC`,
  searches: `SELECT query, SUM(searches) AS searches, SUM(visitors) AS visitors, MAX(results) AS results
    FROM analytics_searches WHERE day BETWEEN $1 AND $2 AND query <> ''
    GROUP BY query HAVING MAX(visitors) >= ${MIN_QUERY_VISITORS} ORDER BY searches DESC, query`,
  allSearches: `SELECT COALESCE(SUM(searches), 0) AS searches FROM analytics_searches WHERE day BETWEEN $1 AND $2`,
  outcomes: `SELECT kind, page, SUM(count) AS count FROM analytics_outcomes
    WHERE day BETWEEN $1 AND $2 GROUP BY kind, page ORDER BY kind, count DESC, page`,
  notFound: `SELECT page, referrer, SUM(views) AS views FROM analytics_not_found
    WHERE day BETWEEN $1 AND $2 GROUP BY page, referrer ORDER BY views DESC, page, referrer LIMIT ${LIMIT}`,
  export: `SELECT day, page, SUM(views) AS views, SUM(page_visitors) AS visitors FROM analytics_views
    WHERE day BETWEEN $1 AND $2 GROUP BY day, page ORDER BY day, page`,
}

/** Sums arrive as numbers (SQLite) or strings (PostgreSQL's bigint): numbers, whatever the database. */
export function withNumbers<T>(row: Record<string, unknown>, numeric: string[]): T {
  const out: Record<string, unknown> = { ...row }
  for (const k of numeric) out[k] = Number(out[k] ?? 0)
  return out as T
}

/** The days from `from` to `to`, inclusive (yyyy-mm-dd). */
function daysBetween(from: string, to: string) {
  const days: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}

/** `yyyy-mm-dd` moved by `n` days. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

/** The first day kept when totals are kept `months` months: the same day of the month, that many months back. */
export function firstKeptDay(today: string, months: number) {
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString().slice(0, 10)
}

/** Runs every report query through `all` (one database's way of asking) and puts the report together. */
export async function buildReport(
  from: string,
  to: string,
  all: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<Report> {
  const n = <T>(rows: Record<string, unknown>[], numeric: string[]) => rows.map((r) => withNumbers<T>(r, numeric))
  const counted = ['views', 'visitors']
  const byDay = new Map(n<DayRow>(await all(REPORT_SQL.days), counted).map((r) => [r.day, r]))
  const searches = n<SearchRow>(await all(REPORT_SQL.searches), ['searches', 'visitors', 'results'])
  const [allSearches] = n<{ searches: number }>(await all(REPORT_SQL.allSearches), ['searches'])
  return {
    from,
    to,
    days: daysBetween(from, to).map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 }),
    pages: n(await all(REPORT_SQL.pages), counted),
    sources: n(await all(REPORT_SQL.sources), counted),
    campaigns: n(await all(REPORT_SQL.campaigns), counted),
    devices: n(await all(REPORT_SQL.devices), counted),
    searches,
    searchesWithoutResults: searches.filter((s) => s.results === 0),
    searchesNotShown: (allSearches?.searches ?? 0) - searches.reduce((sum, s) => sum + s.searches, 0),
    outcomes: n(await all(REPORT_SQL.outcomes), ['count']),
    notFound: n(await all(REPORT_SQL.notFound), ['views']),
  }
}

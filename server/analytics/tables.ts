import { analyticsText } from '../../content/analytics'
import type { Report } from './report'

// The report's tables as the dashboard, its CSV downloads and `npm run analytics -- report` show them: one list, so
// the three never disagree.

const t = analyticsText.tables

type Column = { key: string; label: string; numeric?: boolean }
export type Table = {
  id: string
  title: string
  columns: Column[]
  rows: Record<string, string | number>[]
  note?: string
}

const cols = (labels: Record<string, string>, numeric: string[]): Column[] =>
  Object.entries(labels).map(([key, label]) => ({ key, label, numeric: numeric.includes(key) }))

const counted = ['views', 'visitors', 'searches', 'results', 'count']

export function reportTables(report: Report): Table[] {
  return [
    { id: 'days', title: t.days.title, columns: cols(t.days.columns, counted), rows: report.days },
    { id: 'pages', title: t.pages.title, columns: cols(t.pages.columns, counted), rows: report.pages },
    {
      id: 'sources',
      title: t.sources.title,
      columns: cols(t.sources.columns, counted),
      rows: report.sources.map((r) => ({ ...r, referrer: r.referrer || t.sources.none })),
    },
    { id: 'campaigns', title: t.campaigns.title, columns: cols(t.campaigns.columns, counted), rows: report.campaigns },
    {
      id: 'devices',
      title: t.devices.title,
      columns: cols(t.devices.columns, counted),
      rows: report.devices.map((r) => ({
        ...r,
        device: analyticsText.devices[r.device as keyof typeof analyticsText.devices] ?? r.device,
      })),
    },
    {
      id: 'searches',
      title: t.searches.title,
      columns: cols(t.searches.columns, counted),
      rows: report.searches,
      note: t.searches.note(report.searchesNotShown),
    },
    {
      id: 'searches-without-results',
      title: t.searchesWithoutResults.title,
      columns: cols(t.searchesWithoutResults.columns, counted),
      rows: report.searchesWithoutResults,
    },
    {
      id: 'outcomes',
      title: t.outcomes.title,
      columns: cols(t.outcomes.columns, counted),
      rows: report.outcomes.map((r) => ({
        ...r,
        kind: t.outcomes.kinds[r.kind as keyof typeof t.outcomes.kinds] ?? r.kind,
        page: r.page || t.outcomes.unknownPage,
      })),
    },
    {
      id: 'not-found',
      title: t.notFound.title,
      columns: cols(t.notFound.columns, counted),
      rows: report.notFound.map((r) => ({ ...r, referrer: r.referrer || t.sources.none })),
      note: t.notFound.note,
    },
  ]
}

import { analyticsText as text } from '../../../content/analytics'
import { htmlPage, OperatorShell } from '../../operators/OperatorPages'
import type { Report } from '../report'
import { reportTables, type Table } from '../tables'
import { BarsChart, DaysChart } from './charts'

// The marketing team's dashboard, rendered on the server to plain HTML: forms and links only, no script. Sign-in and
// sign-out are the operators' (server/operators).

function DataTable({ table, query }: { table: Table; query: string }) {
  return (
    <section aria-labelledby={`t-${table.id}`}>
      <div className="head">
        <h2 id={`t-${table.id}`}>{table.title}</h2>
        {table.rows.length > 0 && (
          <a href={`/analytics/csv/${table.id}?${query}`} download={`${table.id}.csv`}>
            {text.csv}
            <span className="sr-only"> ({table.title})</span>
          </a>
        )}
      </div>
      {table.rows.length === 0 ? <p className="empty">{text.empty}</p> : <Figures table={table} />}
      {table.note && <p className="note">{table.note}</p>}
    </section>
  )
}

function Figures({ table, caption }: { table: Table; caption?: string }) {
  // A table wider than a phone scrolls sideways: the keyboard must reach it too (focusable, named).
  return (
    <div className="scroll" tabIndex={0} role="region" aria-label={text.figures(caption ?? table.title)}>
      <table>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'n' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {table.columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'n' : 'page'}>
                  {row[c.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export type DashboardState = {
  report: Report
  counting: boolean
  /** The day a version covering analytics takes effect, when one is published and not yet in force. */
  upcoming?: string
  invalidRange: boolean
  /** The session's anti-forgery token, for the sign-out form. */
  csrf: string
}

/** The dashboard for a date range. */
export function dashboardPage({ report, counting, upcoming, invalidRange, csrf }: DashboardState) {
  const query = `from=${report.from}&to=${report.to}`
  const tables = reportTables(report)
  const byId = (id: string) => tables.find((t) => t.id === id)!
  const views = report.days.reduce((n, d) => n + d.views, 0)
  const visitors = report.days.reduce((n, d) => n + d.visitors, 0)
  const outcome = (kind: string) => report.outcomes.filter((o) => o.kind === kind).reduce((n, o) => n + o.count, 0)
  const devices = report.devices.map((d) => ({
    name: text.devices[d.device as keyof typeof text.devices] ?? d.device,
    value: d.visitors,
  }))
  return htmlPage(
    <OperatorShell title={`${text.title}: ${report.from} to ${report.to}`} heading={text.title} csrf={csrf}>
      <main>
        {!counting && (
          <section className="notice" aria-labelledby="off">
            <h2 id="off">{text.off.title}</h2>
            <p>{text.off.body}</p>
            <p>{upcoming ? text.off.upcoming(upcoming) : text.off.publish}</p>
          </section>
        )}
        <section aria-labelledby="range">
          <h2 id="range">{text.range.legend}</h2>
          <p className="note">{text.intro}</p>
          {invalidRange && (
            <p className="alert" role="alert">
              {text.range.invalid}
            </p>
          )}
          <form className="range" method="get" action="/analytics">
            <fieldset>
              <legend className="sr-only">{text.range.legend}</legend>
              <label>
                {text.range.from}
                <input type="date" name="from" defaultValue={report.from} required />
              </label>
              <label>
                {text.range.to}
                <input type="date" name="to" defaultValue={report.to} required />
              </label>
              <button type="submit">{text.range.show}</button>
            </fieldset>
          </form>
          <ul className="presets">
            {text.range.presets.map((p) => (
              <li key={p.days}>
                <a href={`/analytics?last=${p.days}`}>{p.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <dl className="totals">
          {(
            [
              [text.totals.views, views],
              [text.totals.visitors, visitors],
              [text.totals.contact, outcome('contact')],
              [text.totals.newsletter, outcome('newsletter')],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="over-time">
          <div className="head">
            <h2 id="over-time">{text.charts.overTime}</h2>
            <a href={`/analytics/csv/days?${query}`} download="days.csv">
              {text.csv}
              <span className="sr-only"> ({text.tables.days.title})</span>
            </a>
          </div>
          <DaysChart days={report.days} label={text.charts.overTimeSummary(views, visitors, report.days.length)} />
          <ul className="legend" aria-hidden="true">
            <li className="views">{text.totals.views}</li>
            <li className="visitors">{text.totals.visitors}</li>
          </ul>
          <details>
            <summary>{text.tables.days.title}</summary>
            <Figures table={byId('days')} caption={text.charts.overTime} />
          </details>
        </section>
        <div className="grid">
          <DataTable table={byId('pages')} query={query} />
          <DataTable table={byId('sources')} query={query} />
        </div>
        <DataTable table={byId('campaigns')} query={query} />
        <div className="grid">
          <section aria-labelledby="t-devices">
            <div className="head">
              <h2 id="t-devices">{text.charts.devices}</h2>
              {devices.length > 0 && (
                <a href={`/analytics/csv/devices?${query}`} download="devices.csv">
                  {text.csv}
                  <span className="sr-only"> ({text.tables.devices.title})</span>
                </a>
              )}
            </div>
            {devices.length === 0 ? (
              <p className="empty">{text.empty}</p>
            ) : (
              <>
                <BarsChart rows={devices} label={devices.map((d) => `${d.name}: ${d.value}`).join(', ')} />
                <details>
                  <summary>{text.tables.devices.title}</summary>
                  <Figures table={byId('devices')} caption={text.charts.devices} />
                </details>
              </>
            )}
          </section>
          <DataTable table={byId('outcomes')} query={query} />
        </div>
        <div className="grid">
          <DataTable table={byId('searches')} query={query} />
          <DataTable table={byId('searches-without-results')} query={query} />
        </div>
        <DataTable table={byId('not-found')} query={query} />
      </main>
    </OperatorShell>,
  )
}

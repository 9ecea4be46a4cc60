import type { FastifyInstance, FastifyReply } from 'fastify'
import type { privacyPolicyVersions } from '../../newsletter/policyInForce'
import { dayIn } from '../../site/asOf'
import type { AnalyticsStore } from '../AnalyticsStore'
import { ANALYTICS, type Counting } from '../Counting'
import { addDays } from '../report'
import { toCsv } from '../../messages/terminalText'
import { reportTables } from '../tables'
import { csrfTokenOf, requireRole } from '../../operators/auth'
import { OPERATOR_PAGE_HEADERS } from '../../operators/headers'
import { dashboardPage } from './Dashboard'

export type DashboardOptions = {
  store: AnalyticsStore
  counting: Counting
  versions: ReturnType<typeof privacyPolicyVersions>
  now: () => Date
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The marketing team's dashboard at /analytics, on the operators' listener only (METRICS_PORT), for operators with the
 * `analyst` role (server/operators/auth.ts: sign-in at /login, the old ANALYTICS_PASSWORD_HASH as the account
 * `analytics`).
 */
export async function dashboardRoutes(app: FastifyInstance, o: DashboardOptions) {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(OPERATOR_PAGE_HEADERS)
  })
  const analyst = { preHandler: requireRole('analyst') }
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body)

  /** The range asked for (from/to, or the last N days), else the last 30 days. */
  function rangeOf(query: Record<string, string | undefined>) {
    const today = dayIn(o.versions?.timeZone ?? 'UTC', o.now())
    const last = Number(query.last)
    if (Number.isInteger(last) && last >= 1 && last <= 800)
      return { from: addDays(today, 1 - last), to: today, invalid: false }
    const { from, to } = query
    if (from === undefined && to === undefined) return { from: addDays(today, -29), to: today, invalid: false }
    if (
      from &&
      to &&
      DAY.test(from) &&
      DAY.test(to) &&
      from <= to &&
      Date.parse(to) - Date.parse(from) <= 800 * 86_400_000
    )
      return { from, to, invalid: false }
    return { from: addDays(today, -29), to: today, invalid: true }
  }

  app.get('/analytics', analyst, async (request, reply) => {
    const range = rangeOf(request.query as Record<string, string | undefined>)
    const at = o.now()
    const report = await o.store.report(range.from, range.to)
    return html(
      reply,
      200,
      dashboardPage({
        report,
        counting: o.counting.now().on,
        upcoming: o.versions?.firstCovering(ANALYTICS, at),
        invalidRange: range.invalid,
        csrf: csrfTokenOf(request)!,
      }),
    )
  })

  app.get<{ Params: { table: string } }>('/analytics/csv/:table', analyst, async (request, reply) => {
    const range = rangeOf(request.query as Record<string, string | undefined>)
    const table = reportTables(await o.store.report(range.from, range.to)).find((t) => t.id === request.params.table)
    if (!table) return reply.code(404).type('text/plain; charset=utf-8').send('No such table\n')
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${table.id}-${range.from}-${range.to}.csv"`)
      .send(
        toCsv(
          table.columns.map((c) => c.key),
          table.rows,
        ),
      )
  })
}

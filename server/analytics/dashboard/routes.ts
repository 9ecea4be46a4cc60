import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { analyticsText } from '../../../content/analytics'
import type { privacyPolicyVersions } from '../../newsletter/policyInForce'
import { dayIn } from '../../site/asOf'
import type { AnalyticsStore } from '../AnalyticsStore'
import { ANALYTICS, type Counting } from '../Counting'
import { addDays } from '../report'
import { toCsv } from '../../messages/terminalText'
import { reportTables } from '../tables'
import { dashboardPage, loginPage, notSetUpPage } from './Dashboard'
import { passwordMatches } from '../../operators/password'
import { SESSION_COOKIE, SESSION_HOURS, sessions } from './session'
import { DASHBOARD_CSS_HASH } from './styles'

export type DashboardOptions = {
  store: AnalyticsStore
  passwordHash?: string
  counting: Counting
  versions: ReturnType<typeof privacyPolicyVersions>
  now: () => Date
}

/** Sign-in attempts an address may make a minute; past them, 429 until the minute is over. */
const ATTEMPTS_A_MINUTE = 5
/** A wrong password is answered this much later: guessing is slow even within the limit. */
const WRONG_PASSWORD_DELAY_MS = 1_000
const DAY = /^\d{4}-\d{2}-\d{2}$/

const HEADERS = {
  'content-security-policy': `default-src 'none'; style-src ${DASHBOARD_CSS_HASH}; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'cache-control': 'no-store',
  // same-origin, not no-referrer: under no-referrer a browser posts the sign-in form with Origin: null.
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
}

/**
 * The marketing team's dashboard at /analytics, on the operators' listener only (METRICS_PORT): after a sign-in with
 * the password whose hash is ANALYTICS_PASSWORD_HASH (checked in constant time, attempts limited and slowed), a
 * session cookie for this listener only (HttpOnly, SameSite=Strict, Secure behind TLS), and a sign-out.
 */
export async function dashboardRoutes(app: FastifyInstance, o: DashboardOptions) {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(HEADERS)
  })
  const session = o.passwordHash ? sessions(o.passwordHash) : undefined
  const signedIn = (request: FastifyRequest) => Boolean(session?.valid(request.cookies[SESSION_COOKIE]))
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body)
  /** A form posted from another site (its browser says so) is refused: SameSite aside, sign-in is ours only. */
  const foreign = (request: FastifyRequest) => {
    const origin = request.headers.origin
    return origin !== undefined && origin !== `${request.protocol}://${request.host}`
  }

  const attempts = new Map<string, { count: number; until: number }>()
  function tooMany(ip: string) {
    const now = Date.now()
    for (const [key, a] of attempts) if (a.until <= now) attempts.delete(key)
    const a = attempts.get(ip) ?? { count: 0, until: now + 60_000 }
    a.count++
    attempts.set(ip, a)
    return a.count > ATTEMPTS_A_MINUTE
  }

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

  app.get('/analytics', async (request, reply) => {
    if (!session) return html(reply, 503, notSetUpPage())
    if (!signedIn(request)) return html(reply, 401, loginPage())
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
      }),
    )
  })

  app.get<{ Params: { table: string } }>('/analytics/csv/:table', async (request, reply) => {
    if (!session || !signedIn(request)) return html(reply, 401, session ? loginPage() : notSetUpPage())
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

  app.post('/analytics/login', async (request, reply) => {
    if (!session || !o.passwordHash) return html(reply, 503, notSetUpPage())
    if (foreign(request)) return html(reply, 403, loginPage())
    if (tooMany(request.ip)) return html(reply.header('retry-after', '60'), 429, loginPage(analyticsText.login.tooMany))
    const password = (request.body as Record<string, unknown> | undefined)?.password
    if (typeof password !== 'string' || !(await passwordMatches(password, o.passwordHash))) {
      await new Promise((resolve) => setTimeout(resolve, WRONG_PASSWORD_DELAY_MS))
      return html(reply, 401, loginPage(analyticsText.login.wrong))
    }
    attempts.delete(request.ip)
    return reply
      .setCookie(SESSION_COOKIE, session.open(), {
        path: '/analytics',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: SESSION_HOURS * 3600,
      })
      .redirect('/analytics', 303)
  })

  app.post('/analytics/logout', async (request, reply) => {
    if (foreign(request)) return html(reply, 403, loginPage())
    session?.close(request.cookies[SESSION_COOKIE])
    return reply.clearCookie(SESSION_COOKIE, { path: '/analytics' }).redirect('/analytics', 303)
  })
}

import { randomBytes } from 'node:crypto'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { operatorsText as text } from '../../content/operators'
import { findAccount, readAccounts, type Account, type Role } from './accounts'
import { homePage, loginPage, refusedPage } from './OperatorPages'
import { hashPassword, passwordMatches } from './password'
import { operatorSessions, sameText, SESSION_COOKIE, SESSION_HOURS } from './session'
import { OPERATOR_PAGE_HEADERS } from './headers'

export type { Role } from './accounts'

/** Who is signed in on this request. */
type Operator = { email: string; name: string; roles: Role[] }

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator signed in (operators' listener only, server/operators/auth.ts); undefined: nobody. */
    operator?: Operator
  }
}

export type OperatorAuthOptions = {
  /** OPERATOR_ACCOUNTS_FILE: read at each sign-in and each request with a session. */
  accountsFile: string
  /** OPERATOR_SESSION_SECRET; unset: a random one, so sessions end when the process does. */
  secret?: string
  /** The old shared dashboard password (ANALYTICS_PASSWORD_HASH): one more analyst, `analytics`. */
  analyticsPasswordHash?: string
  /** The clock sessions and attempts are counted by (tests move it). */
  now?: () => number
}

/** Header and form field that carry a session's anti-forgery token. */
const CSRF_HEADER = 'x-csrf-token'
const CSRF_FIELD = '_csrf'
/** Sign-in attempts an address may make a minute; past them, 429 until the minute is over. */
const ATTEMPTS_A_MINUTE = 5
/** A wrong password is answered this much later: guessing is slow even within the limit. */
const WRONG_PASSWORD_DELAY_MS = 1_000

/** The anti-forgery token of each request's session. */
const csrfTokens = new WeakMap<FastifyRequest, string>()

/** The anti-forgery token a page puts in its forms (field `_csrf`) or a script in header `x-csrf-token`. */
export const csrfTokenOf = (request: FastifyRequest) => csrfTokens.get(request)

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!
const isApi = (request: FastifyRequest) => pathOf(request).startsWith('/api/')

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).headers(OPERATOR_PAGE_HEADERS).type('text/html; charset=utf-8').send(body)

/** A refusal as the client reads it: JSON `{ error }` under /api/, a page otherwise. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  if (isApi(request)) return reply.code(status).header('cache-control', 'no-store').send({ error: message })
  return html(reply, status, refusedPage({ message, csrf: csrfTokenOf(request) }))
}

/**
 * A preHandler for a route of the operators' listener: without a session, 401 (under /api/) or a redirect to the
 * sign-in; without one of `roles` (any role if none is named), 403.
 */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const operator = request.operator
    if (!operator) {
      if (isApi(request)) return reply.code(401).header('cache-control', 'no-store').send({ error: 'Sign in first' })
      return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303)
    }
    if (roles.length && !roles.some((r) => operator.roles.includes(r)))
      return refuse(request, reply, 403, text.refused.role)
  }
}

/** `next` when it is a path on this listener (one `/`, then no `/` or `\`: not another host), else /login. */
function localPath(next: unknown) {
  return typeof next === 'string' && /^\/(?![/\\])[^\\\s]*$/.test(next) ? next : '/login'
}

/**
 * The operators' sign-in, on the operators' listener (never the public port): accounts from the accounts file, a
 * session cookie per account, an anti-forgery token on every request that changes something, and `requireRole` for
 * the routes. Register it before the routes it guards.
 */
export const operatorAuth = fp(
  async (app: FastifyInstance, o: OperatorAuthOptions) => {
    await app.register(cookie)
    await app.register(formbody)
    const now = o.now ?? Date.now
    const sessions = operatorSessions(o.secret ?? randomBytes(32), now)
    // Compared against when the address has no account: a wrong address takes as long as a wrong password.
    const dummyHash = hashPassword(randomBytes(16).toString('base64'))

    const accounts = (): Account[] => {
      const list = readAccounts(o.accountsFile)
      if (o.analyticsPasswordHash && !findAccount(list, 'analytics'))
        list.push({ email: 'analytics', name: 'Analytics', roles: ['analyst'], passwordHash: o.analyticsPasswordHash })
      return list
    }

    app.decorateRequest('operator', undefined)
    app.addHook('onRequest', async (request) => {
      const value = request.cookies[SESSION_COOKIE]
      const email = sessions.claimed(value)
      if (!email) return
      const account = findAccount(accounts(), email)
      const id = sessions.check(value, account)
      if (!account || !id) return
      request.operator = { email: account.email, name: account.name, roles: account.roles }
      csrfTokens.set(request, sessions.csrfToken(id))
    })

    /** A form posted from another site (its browser says so) is refused whatever it carries. */
    const foreign = (request: FastifyRequest) => {
      const origin = request.headers.origin
      return origin !== undefined && origin !== `${request.protocol}://${request.host}`
    }
    app.addHook('preValidation', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD') return
      if (foreign(request)) return refuse(request, reply, 403, text.refused.forged)
      if (request.method === 'POST' && pathOf(request) === '/login') return
      const given = request.headers[CSRF_HEADER] ?? (request.body as Record<string, unknown> | undefined)?.[CSRF_FIELD]
      const expected = csrfTokenOf(request)
      if (!expected || typeof given !== 'string' || !sameText(given, expected))
        return refuse(request, reply, 403, text.refused.forged)
    })

    const attempts = new Map<string, { count: number; until: number }>()
    function tooMany(ip: string) {
      const at = now()
      for (const [key, a] of attempts) if (a.until <= at) attempts.delete(key)
      const a = attempts.get(ip) ?? { count: 0, until: at + 60_000 }
      a.count++
      attempts.set(ip, a)
      return a.count > ATTEMPTS_A_MINUTE
    }

    // Signed in, /login says who and leads on (where a sign-in without `next` lands); otherwise it is the form.
    app.get('/login', async (request, reply) => {
      if (request.operator) {
        const { name, roles } = request.operator
        return html(reply, 200, homePage({ name, roles, csrf: csrfTokenOf(request)! }))
      }
      const next = localPath((request.query as Record<string, unknown>).next)
      return html(reply, 200, loginPage({ next, message: accounts().length ? undefined : text.login.noAccounts }))
    })

    app.post('/login', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const next = localPath(body.next)
      const email = typeof body.email === 'string' ? body.email.trim() : ''
      if (tooMany(request.ip))
        return html(reply.header('retry-after', '60'), 429, loginPage({ next, email, message: text.login.tooMany }))
      const account = findAccount(accounts(), email)
      const password = typeof body.password === 'string' ? body.password : ''
      const right = await passwordMatches(password, account?.passwordHash ?? (await dummyHash))
      if (!account || !right) {
        await new Promise((resolve) => setTimeout(resolve, WRONG_PASSWORD_DELAY_MS))
        return html(reply, 401, loginPage({ next, email, message: text.login.wrong }))
      }
      attempts.delete(request.ip)
      return reply
        .setCookie(SESSION_COOKIE, sessions.open(account), {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: SESSION_HOURS * 3600,
        })
        .redirect(next, 303)
    })

    // Reached only with the session's token (the preValidation hook above): a forged sign-out is refused too.
    app.post('/logout', async (request, reply) => {
      sessions.close(request.cookies[SESSION_COOKIE])
      return reply.clearCookie(SESSION_COOKIE, { path: '/' }).redirect('/login', 303)
    })
  },
  { name: 'operatorAuth' },
)

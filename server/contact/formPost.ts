import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'
import { clientKeys } from './clientNetwork'
import { DAY_MS, type Allowance } from './RateCounters'

// What the site's forms that post to the server (contact, newsletter) share: reading the post, refusing other sites'
// posts, answering what Fastify refuses, and the per-client rate limits.

const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const MINUTE_MS = 60_000

const mediaType = (req: FastifyRequest) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()

/** How a post's body came: a form's fields, JSON, or (undefined) a type no form reads, answered 415. */
export function postedAs(request: FastifyRequest): 'form' | 'json' | undefined {
  const type = mediaType(request)
  return type === FORM ? 'form' : type === JSON_TYPE ? 'json' : undefined
}

export const text = (v: unknown) => (typeof v === 'string' ? v : '')

export type Body = Record<string, unknown>
export const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Body) : {}

/** True when the answer should be a page: a form post, or a browser asking for HTML. */
export function wantsPage(request: FastifyRequest) {
  const type = mediaType(request)
  return type === FORM || (type !== JSON_TYPE && /\btext\/html\b/.test(request.headers.accept ?? ''))
}

/** The words a form has for what Fastify refuses before the form's own code runs, and for a fault of the server. */
type RefusalAnswers = Record<'tooMany' | 'tooLarge' | 'unsupported' | 'unreadable' | 'unavailable', string>

/**
 * How a form answers an error its own code did not throw: the rate limit (429), a body too large (413), of another
 * type (415) or that cannot be read (400); anything else is a fault of the server (503), which the caller logs.
 */
export function refusalOf(error: FastifyError, answers: RefusalAnswers): { status: number; message: string } {
  const status = error.statusCode ?? 500
  if (status === 429) return { status, message: answers.tooMany }
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: answers.tooLarge }
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, message: answers.unsupported }
  if (status >= 400 && status < 500) return { status: 400, message: answers.unreadable }
  return { status: 503, message: answers.unavailable }
}

/** True for a browser post made by another site (CSRF): by Sec-Fetch-Site, or an Origin that is not ours. */
export function isCrossSite(request: FastifyRequest, siteOrigin: string) {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = request.headers.origin
  if (origin === undefined) return false // not a browser (curl, a server-side integration): nothing to forge
  let own: string | undefined
  try {
    // The address the request was made to (through a trusted proxy: X-Forwarded-Proto/-Host), with its default port dropped.
    own = new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    /* a Host header that is no host */
  }
  return origin !== siteOrigin && origin !== own
}

/** The cap on every post a minute from one client address, invalid ones included (in memory). */
export const postCapOf = (app: FastifyInstance, config: ServerConfig) =>
  app.rateLimit({
    max: Math.max(config.contactPostLimit, config.contactRateLimit),
    timeWindow: '1 minute',
    keyGenerator: (request) => clientKeys(request.ip).address,
  })

/**
 * A client's allowances a minute and a day, and its network's a minute (CONTACT_* settings), under keys that start with
 * `prefix` so each form counts apart.
 */
export function clientAllowances(config: ServerConfig, ip: string, prefix = ''): Allowance[] {
  const { address, network } = clientKeys(ip)
  return [
    { key: `${prefix}address ${address}`, limit: config.contactRateLimit, windowMs: MINUTE_MS },
    ...(config.contactDailyLimit > 0
      ? [{ key: `${prefix}address ${address}`, limit: config.contactDailyLimit, windowMs: DAY_MS }]
      : []),
    {
      key: `${prefix}network ${network}`,
      limit: Math.max(config.contactNetworkLimit, config.contactRateLimit),
      windowMs: MINUTE_MS,
    },
  ]
}

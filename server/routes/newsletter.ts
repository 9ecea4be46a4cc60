import fs from 'node:fs'
import path from 'node:path'
import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ValidationError } from 'yup'
import { newsletter } from '../../content/newsletter'
import { newsletterSchema } from '../../content/schemas/newsletter'
import type { ServerConfig } from '../config'
import { contactFormPage, type FieldErrors } from '../contact/contactFormPage'
import * as formPost from '../contact/formPost'
import { DAY_MS, ResilientCounters, type Allowance } from '../contact/RateCounters'
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../newsletter/confirmationMail'
import { hashToken, newToken, recipientKey, TOKEN } from '../newsletter/NewsletterStore'
import { privacyPolicyVersions } from '../newsletter/policyInForce'

const BODY_LIMIT = 4 * 1024
const CHECK_INBOX_PATH = '/newsletter/check-inbox'
const CONFIRMED_PATH = '/newsletter/confirmed'
const UNSUBSCRIBED_PATH = '/newsletter/unsubscribed'
const ONE_CLICK = /List-Unsubscribe=One-Click/
const answers = newsletter.answers

/** A refusal with its status and message, answered as JSON or, for a form post, as the form's page. */
class NewsletterError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

const tokenOf = (request: FastifyRequest) => {
  const t = formPost.text(formPost.bodyOf(request).token) || formPost.text((request.query as { token?: unknown }).token)
  return TOKEN.test(t) ? t : undefined
}

/**
 * The newsletter, double opt-in:
 * - `POST /api/newsletter` `{ email }` (JSON, or the box's form post without JavaScript): 202 `{ message }` (a form
 *   post: 303 to /newsletter/check-inbox), the same for a new, pending or confirmed address; the confirmation e-mail
 *   goes through the newsletter's outbox. Refusals as POST /api/contact's: 400, 403, 413, 415, 429, 503.
 * - `GET /newsletter/confirm?token=` shows a page with one button; only its POST confirms (a link scanner's GET never does).
 * - `GET /newsletter/unsubscribe?token=` the same for leaving; `POST` with `List-Unsubscribe=One-Click` (RFC 8058)
 *   unsubscribes at once.
 * No address is ever logged.
 */
export async function newsletterRoute(app: FastifyInstance, { config, root }: { config: ServerConfig; root: string }) {
  await app.register(formbody, { bodyLimit: BODY_LIMIT })
  // RFC 8058 lets a mail provider send the one-click body as multipart/form-data: only its presence matters.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, { oneClick: ONE_CLICK.test(String(body)) }),
  )
  const read = (file: string) => {
    const f = path.join(root, file)
    return fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : undefined
  }
  const pages = {
    signUp: read('newsletter/index.html'),
    confirm: read('newsletter/confirm/index.html'),
    expired: read('newsletter/link-expired/index.html'),
    unsubscribe: read('newsletter/unsubscribe/index.html'),
  }
  const siteOrigin = new URL(config.siteUrl).origin
  const policy = privacyPolicyVersions(config.distDir)
  if (!policy) app.log.error('no privacy policy versions in the build (dist/as-of/policies.json): sign-ups answer 503')

  const limited = config.contactRateLimit > 0
  // Always on: the cap on confirmation e-mails to one address keeps the form from filling a stranger's inbox.
  const counters = new ResilientCounters(app.openRateCounters, app.log)
  app.addHook('onClose', async () => counters.close())
  const postCap = formPost.postCapOf(app, config)
  const recipient = (email: string): Allowance[] => [
    { key: recipientKey(email), limit: newsletter.confirmationsPerDay, windowMs: DAY_MS },
  ]

  /** A page of the build with `values` in its inputs and `errors` in its slots, or JSON. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    o: { page?: string; errors?: FieldErrors; values?: Record<string, string>; alwaysPage?: boolean } = {},
  ) {
    reply.code(status).header('cache-control', 'no-store')
    const page = o.page ?? pages.signUp
    if ((!o.alwaysPage && !formPost.wantsPage(request)) || !page) return reply.send({ message, errors: o.errors ?? {} })
    const values = o.values ?? { email: formPost.text(formPost.bodyOf(request).email) }
    const errors = { ...o.errors, form: message }
    return reply
      .type('text/html; charset=utf-8')
      .send(contactFormPage(page, values, errors, new Set(Object.keys(values))))
  }

  const sendPage = (reply: FastifyReply, status: number, page: string | undefined, token = '') =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page ? contactFormPage(page, { token }, {}, new Set(['token'])) : '')

  app.setErrorHandler((error: FastifyError | NewsletterError, request, reply) => {
    if (error instanceof NewsletterError) {
      answer(request, reply, error.statusCode, error.message, { values: {} })
      return
    }
    const { status, message } = formPost.refusalOf(error, answers)
    if (status === 503) request.log.error({ err: error }, 'newsletter request failed')
    // A body refused as too large, of another type or unreadable was never read: the page shows no address.
    const read = status === 429 || status === 503
    answer(request, reply, status, message, read ? {} : { values: {} })
  })

  async function sameSiteOnly(request: FastifyRequest) {
    if (formPost.isCrossSite(request, siteOrigin)) {
      request.log.info({ outcome: 'cross-site', origin: request.headers.origin }, 'newsletter sign-up refused')
      throw new NewsletterError(403, answers.crossSite)
    }
  }

  app.post(
    '/api/newsletter',
    { bodyLimit: BODY_LIMIT, onRequest: sameSiteOnly, preHandler: limited ? [postCap] : [] },
    async (request, reply) => {
      const posted = formPost.postedAs(request)
      if (!posted) return answer(request, reply, 415, answers.unsupported, { values: {} })
      const body = formPost.bodyOf(request)
      let values
      try {
        values = newsletterSchema.validateSync(
          { email: formPost.text(body.email), page: formPost.text(body.page) },
          { abortEarly: false },
        )
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
        const errors: FieldErrors = {}
        for (const e of error.inner) if (e.path && !errors[e.path]) errors[e.path] = e.message
        request.log.info({ outcome: 'invalid', fields: Object.keys(errors) }, 'newsletter sign-up rejected')
        return answer(request, reply, 400, answers.invalid, { errors })
      }
      const accepted = () =>
        posted === 'form'
          ? reply.code(303).header('location', CHECK_INBOX_PATH).header('cache-control', 'no-store').send()
          : reply.code(202).header('cache-control', 'no-store').send({ message: answers.accepted })
      // A bot that filled the hidden field is answered as a person and nothing is stored or sent.
      if (formPost.text(body.website).trim() !== '') {
        request.log.info({ outcome: 'honeypot' }, 'newsletter sign-up ignored')
        return accepted()
      }
      const hits: string[] = []
      if (limited) {
        const taken = await counters.take(formPost.clientAllowances(config, request.ip, 'newsletter '))
        if (!taken.ok) {
          request.log.info({ outcome: 'rate-limited' }, 'newsletter sign-up refused')
          reply.header('retry-after', String(Math.ceil(taken.retryAfterMs / 1000)))
          return answer(request, reply, 429, answers.tooMany)
        }
        hits.push(taken.id)
      }
      try {
        if (!policy) throw new Error('the privacy policy version in force is not known')
        const at = app.siteClock.now()
        // Past the cap the sign-up is still recorded, and answered as any other: only the e-mail is left out.
        const mail = await counters.take(recipient(values.email))
        if (mail.ok) hits.push(mail.id)
        const token = newToken()
        const { mailed } = await app.newsletter.signUp({
          email: values.email,
          page: values.page || null,
          policy: policy.inForce(at),
          at,
          confirmation: mail.ok ? { token, expiresAt: at.getTime() + newsletter.confirmDays * DAY_MS } : undefined,
        })
        if (mail.ok && !mailed) await counters.giveBack(mail.id)
        request.log.info({ outcome: mailed ? 'confirmation-queued' : 'no-mail' }, 'newsletter sign-up')
        if (mailed) app.newsletterOutbox?.kick()
      } catch (error) {
        for (const id of hits) await counters.giveBack(id)
        throw error
      }
      return accepted()
    },
  )

  app.get(CONFIRM_PATH, async (request, reply) => {
    const token = tokenOf(request)
    const state = token ? await app.newsletter.linkState(hashToken(token), app.siteClock.now().getTime()) : 'expired'
    if (state === 'confirmed') return reply.code(303).header('location', CONFIRMED_PATH).send()
    if (state === 'expired') return sendPage(reply, 410, pages.expired)
    return sendPage(reply, 200, pages.confirm, token)
  })

  app.post(CONFIRM_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const token = tokenOf(request)
    if (!token || !policy) return sendPage(reply, token ? 503 : 410, token ? pages.confirm : pages.expired, token)
    const at = app.siteClock.now()
    const state = await app.newsletter.confirm(hashToken(token), at, policy.inForce(at), (page) =>
      app.analytics.outcome(request, 'newsletter', page ?? ''),
    )
    request.log.info({ outcome: state }, 'newsletter confirmation')
    if (state === 'expired') return sendPage(reply, 410, pages.expired)
    return reply.code(303).header('location', CONFIRMED_PATH).header('cache-control', 'no-store').send()
  })

  // A link opened in a browser (or by any client): always the page, whatever the client says it accepts.
  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const token = tokenOf(request)
    if (!token)
      return answer(request, reply, 400, answers.badLink, {
        page: pages.unsubscribe,
        values: { token: '' },
        alwaysPage: true,
      })
    return sendPage(reply, 200, pages.unsubscribe, token)
  })

  app.post(UNSUBSCRIBE_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const token = tokenOf(request)
    if (!token) return answer(request, reply, 400, answers.badLink, { page: pages.unsubscribe, values: { token: '' } })
    const found = await app.newsletter.unsubscribe(token, app.siteClock.now())
    request.log.info({ outcome: found ? 'unsubscribed' : 'unknown-token' }, 'newsletter unsubscribe')
    const body = formPost.bodyOf(request)
    const oneClick = body.oneClick === true || formPost.text(body['List-Unsubscribe']) === 'One-Click'
    // The mail provider's one-click POST gets its answer; a person's press of the page's button, the page that says so.
    if (oneClick || !formPost.wantsPage(request))
      return reply.code(200).header('cache-control', 'no-store').send({ message: answers.unsubscribed })
    return reply.code(303).header('location', UNSUBSCRIBED_PATH).header('cache-control', 'no-store').send()
  })
}

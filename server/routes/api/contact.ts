import fs from 'node:fs'
import path from 'node:path'
import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ValidationError } from 'yup'
import { contactAnswers } from '../../../content/contactForm'
import { contactFields, contactSchema } from '../../../content/schemas/contact'
import type { ServerConfig } from '../../config'
import * as formPost from '../../contact/formPost'
import { contactFormPage, fallbackFormPage, type FieldErrors, type FormValues } from '../../contact/contactFormPage'
import { ResilientCounters } from '../../contact/RateCounters'

const CONTACT_BODY_LIMIT = 32 * 1024
const THANK_YOU_PATH = '/contact/thank-you'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

/** A refusal's name in the metrics, by its status (a 400 without field errors is a body that could not be read). */
const REFUSALS: Record<number, string> = {
  400: 'invalid',
  403: 'forbidden',
  409: 'key-reused',
  413: 'too-large',
  415: 'unsupported',
  429: 'rate-limited',
  503: 'unavailable',
}

/** A refusal with its status and message, answered as JSON or, for a form post, as the contact page. */
class ContactError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly keepValues = true,
  ) {
    super(message)
  }
}

/** The validated fields with a message for each one that is not. */
function validate(body: formPost.Body) {
  const input = Object.fromEntries(contactFields.map((f) => [f, formPost.text(body[f])]))
  try {
    return { values: contactSchema.validateSync(input, { abortEarly: false, stripUnknown: true }), errors: undefined }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: FieldErrors = {}
    for (const e of error.inner) if (e.path && !errors[e.path]) errors[e.path] = e.message
    return { values: undefined, errors, input }
  }
}

/**
 * Why a message looks like a bot's: the hidden field was filled, or the form was sent faster than a person types.
 * The time is a duration the browser measured on its own clock (`fillMs`); the server never subtracts one clock from another.
 */
function spamReason(body: formPost.Body, minFillMs: number) {
  if (formPost.text(body.website).trim() !== '') return 'honeypot'
  const raw = body.fillMs
  const fillMs = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN
  if (Number.isFinite(fillMs) && fillMs >= 0 && fillMs < minFillMs) return 'too-fast'
  return undefined
}

/**
 * POST /api/contact: the contact form, as JSON (the site's script) or as a plain form post (no JavaScript).
 * Success only once the message is committed to disk; spam gets the same answer and is kept flagged.
 */
export async function contactRoute(app: FastifyInstance, { config, root }: { config: ServerConfig; root: string }) {
  await app.register(formbody, { bodyLimit: CONTACT_BODY_LIMIT })
  const contactPagePath = path.join(root, 'contact', 'index.html')
  const contactPage = fs.existsSync(contactPagePath) ? fs.readFileSync(contactPagePath, 'utf8') : undefined
  const siteOrigin = new URL(config.siteUrl).origin

  // Limits (all off with CONTACT_RATE_LIMIT=0). Stored messages count against the address's allowance a minute and a
  // day and against its network's a minute (address rotation); the counters survive a restart. Every post, invalid
  // ones included, counts against a higher cap a minute, in memory, so a visitor correcting the form is never locked out.
  const limited = config.contactRateLimit > 0
  const counters = limited
    ? new ResilientCounters(app.openRateCounters, app.log, () =>
        app.metrics.databaseErrors.inc({ operation: 'rate-counters' }),
      )
    : undefined
  app.addHook('onClose', async () => counters?.close())
  const postCap = formPost.postCapOf(app, config)
  const allowances = (ip: string) => formPost.clientAllowances(config, ip)

  /** Answers JSON `{message, errors}`, or for a browser's form post the contact page with the message (and the values). */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    errors: FieldErrors = {},
    keepValues = true,
  ) {
    reply.code(status).header('cache-control', 'no-store')
    const refusal = status === 400 && Object.keys(errors).length === 0 ? 'unreadable' : REFUSALS[status]
    app.metrics.contactPosts.inc({ outcome: refusal ?? String(status) })
    if (!formPost.wantsPage(request)) return reply.send({ message, errors })
    const body = keepValues ? formPost.bodyOf(request) : {}
    const values: FormValues = Object.fromEntries(
      ['name', 'email', 'company', 'message', 'idempotencyKey'].map((f) => [f, formPost.text(body[f])]),
    )
    // A key that belongs to another message would be refused again: the page starts a new one.
    if (status === 409) values.idempotencyKey = ''
    const all = { ...errors, form: message }
    return reply
      .type('text/html; charset=utf-8')
      .send(contactPage ? contactFormPage(contactPage, values, all) : fallbackFormPage(all))
  }

  // Answers without returning the reply: a sync error handler's return value would be sent a second time.
  app.setErrorHandler((error: FastifyError | ContactError, request, reply) => {
    if (error instanceof ContactError) {
      answer(request, reply, error.statusCode, error.message, {}, error.keepValues)
      return
    }
    const { status, message } = formPost.refusalOf(error, contactAnswers)
    if (status === 503) request.log.error({ err: error }, 'contact message not stored')
    answer(request, reply, status, message)
  })

  // Refused before the body is read; the answer never shows the other site's text on our page (keepValues false).
  async function sameSiteOnly(request: FastifyRequest) {
    if (formPost.isCrossSite(request, siteOrigin)) {
      request.log.info({ outcome: 'cross-site', origin: request.headers.origin }, 'contact message refused')
      throw new ContactError(403, contactAnswers.crossSite, false)
    }
  }

  app.post(
    '/api/contact',
    { bodyLimit: CONTACT_BODY_LIMIT, onRequest: sameSiteOnly, preHandler: limited ? [postCap] : [] },
    async (request, reply) => {
      const posted = formPost.postedAs(request)
      if (!posted) return answer(request, reply, 415, contactAnswers.unsupported)
      const body = formPost.bodyOf(request)

      const { values, errors } = validate(body)
      if (!values) {
        request.log.info({ outcome: 'invalid', fields: Object.keys(errors) }, 'contact message rejected')
        return answer(request, reply, 400, contactAnswers.invalid, errors)
      }

      let hit: string | undefined
      if (counters) {
        const taken = await counters.take(allowances(request.ip))
        if (!taken.ok) {
          request.log.info({ outcome: 'rate-limited' }, 'contact message refused')
          reply.header('retry-after', String(Math.ceil(taken.retryAfterMs / 1000)))
          return answer(request, reply, 429, contactAnswers.tooMany)
        }
        hit = taken.id
      }

      const key = formPost.text(body.idempotencyKey) || formPost.text(request.headers['idempotency-key'])
      const reason = spamReason(body, config.contactMinFillMs)
      let stored: { id: number; duplicate: boolean }
      try {
        stored = await app.messages.add({
          ...values,
          idempotencyKey: IDEMPOTENCY_KEY.test(key) ? key : undefined,
          spamReason: reason,
        })
      } catch (error) {
        if (hit) await counters!.giveBack(hit)
        throw error
      }
      const { id, duplicate } = stored
      if (duplicate) {
        // A replay is not a new message: it does not count, and it must be the same message.
        if (hit) await counters!.giveBack(hit)
        const first = await app.messages.get(id)
        if (first && contactFields.some((f) => first[f] !== values[f])) {
          request.log.info({ messageId: id, outcome: 'key-reused' }, 'contact message refused')
          return answer(request, reply, 409, contactAnswers.keyReused)
        }
      }
      request.log.info(
        { messageId: id, outcome: duplicate ? 'duplicate' : reason ? `spam:${reason}` : 'stored' },
        'contact message',
      )
      if (!duplicate && !reason) app.outbox?.kick()
      if (!duplicate && !reason) app.analytics.outcome(request, 'contact')
      app.metrics.contactPosts.inc({ outcome: duplicate ? 'duplicate' : reason ? 'spam' : 'stored' })

      if (posted === 'form')
        return reply.code(303).header('location', THANK_YOU_PATH).header('cache-control', 'no-store').send()
      return reply.code(201).header('cache-control', 'no-store').send({ id, message: contactAnswers.sent })
    },
  )
}

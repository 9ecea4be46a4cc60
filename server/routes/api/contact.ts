import fs from 'node:fs'
import path from 'node:path'
import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ValidationError } from 'yup'
import { contactFields, contactSchema } from '../../../content/schemas/contact'
import type { ServerConfig } from '../../config'
import { contactFormPage, fallbackFormPage, type FieldErrors } from '../../contact/contactFormPage'

export const CONTACT_BODY_LIMIT = 32 * 1024
export const THANK_YOU_PATH = '/contact/thank-you'
export const contactMessages = {
  sent: 'Thank you for your message. Our team will get back to you soon.',
  invalid: 'Please check the highlighted fields.',
  unreadable: 'The request could not be read. Send the form fields as JSON or as a form post.',
  tooLarge: 'The message is too large. Please keep it under 32 KB.',
  unsupported: 'Send the form fields as application/json or application/x-www-form-urlencoded.',
  tooMany: 'Too many messages from your address. Please try again later.',
  unavailable: 'Your message could not be saved right now. Please try again in a minute.',
} as const

const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

const mediaType = (req: FastifyRequest) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
const text = (v: unknown) => (typeof v === 'string' ? v : '')

type Body = Record<string, unknown>

/** The validated fields with the spec's messages for those that are not. */
function validate(body: Body) {
  const input = Object.fromEntries(contactFields.map((f) => [f, text(body[f])]))
  try {
    return { values: contactSchema.validateSync(input, { abortEarly: false, stripUnknown: true }), errors: undefined }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: FieldErrors = {}
    for (const e of error.inner) if (e.path && !errors[e.path]) errors[e.path] = e.message
    return { values: undefined, errors, input }
  }
}

/** Why a message looks like a bot's: the hidden field was filled, or the form was sent faster than a person types. */
function spamReason(body: Body, minFillMs: number) {
  if (text(body.website).trim() !== '') return 'honeypot'
  const startedAt = Number(text(body.startedAt))
  const elapsed = Date.now() - startedAt
  if (text(body.startedAt) !== '' && Number.isFinite(startedAt) && elapsed >= 0 && elapsed < minFillMs) return 'too-fast'
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

  // Per client address: a limit a minute (with the x-ratelimit-* headers) and a daily cap. The plugin runs only one
  // `rateLimit` hook per request, so the daily cap uses createRateLimit and answers 429 itself.
  const minute = app.rateLimit({ max: config.contactRateLimit, timeWindow: '1 minute' })
  const daily = config.contactDailyLimit > 0 ? app.createRateLimit({ max: config.contactDailyLimit, timeWindow: '1 day' }) : undefined
  async function dailyCap(request: FastifyRequest, reply: FastifyReply) {
    const state = await daily!(request)
    if (!state.isAllowed && state.isExceeded) {
      reply.header('retry-after', String(state.ttlInSeconds))
      throw Object.assign(new Error('daily contact limit reached'), { statusCode: 429 })
    }
  }
  const limits = config.contactRateLimit === 0 ? [] : daily ? [minute, dailyCap] : [minute]

  function reject(reply: FastifyReply, status: number, message: string, errors: FieldErrors = {}) {
    return reply.code(status).header('cache-control', 'no-store').send({ message, errors })
  }

  // Answers without returning the reply: a sync error handler's return value would be sent a second time.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status === 429) reject(reply, 429, contactMessages.tooMany)
    else if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') reject(reply, 413, contactMessages.tooLarge)
    else if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') reject(reply, 415, contactMessages.unsupported)
    else if (status >= 400 && status < 500) reject(reply, 400, contactMessages.unreadable)
    else {
      request.log.error({ err: error }, 'contact message not stored')
      reject(reply, 503, contactMessages.unavailable)
    }
  })

  app.post('/api/contact', { bodyLimit: CONTACT_BODY_LIMIT, onRequest: limits }, async (request, reply) => {
    const type = mediaType(request)
    if (type !== JSON_TYPE && type !== FORM) return reject(reply, 415, contactMessages.unsupported)
    const isForm = type === FORM
    const body: Body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Body) : {}

    const { values, errors } = validate(body)
    if (!values) {
      request.log.info({ outcome: 'invalid', fields: Object.keys(errors) }, 'contact message rejected')
      if (!isForm) return reject(reply, 400, contactMessages.invalid, errors)
      const refill = Object.fromEntries(['name', 'email', 'company', 'message', 'startedAt', 'idempotencyKey'].map((f) => [f, text(body[f])]))
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(contactPage ? contactFormPage(contactPage, refill, errors) : fallbackFormPage(errors))
    }

    const key = text(body.idempotencyKey) || text(request.headers['idempotency-key'])
    const reason = spamReason(body, config.contactMinFillMs)
    const { id, duplicate } = await app.messages.add({ ...values, idempotencyKey: IDEMPOTENCY_KEY.test(key) ? key : undefined, spamReason: reason })
    request.log.info({ messageId: id, outcome: duplicate ? 'duplicate' : reason ? `spam:${reason}` : 'stored' }, 'contact message')
    if (!duplicate && !reason) app.outbox?.kick()

    if (isForm) return reply.code(303).header('location', THANK_YOU_PATH).header('cache-control', 'no-store').send()
    return reply.code(201).header('cache-control', 'no-store').send({ id, message: contactMessages.sent })
  })
}

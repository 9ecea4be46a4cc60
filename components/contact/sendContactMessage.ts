import { contactForm } from '../../content/contactForm'
import { contactFields, type ContactMessage } from '../../content/schemas/contact'
import { uiConstants } from '../../content/uiConstants'

/** What the browser posts: the message plus the anti-spam and de-duplication fields of the no-JS contract. */
/** `fillMs`: how long the visitor took, measured by the browser alone (the server compares it with its minimum). */
export type ContactPayload = ContactMessage & { website: string; fillMs: number; idempotencyKey: string }

/**
 * A failed send. `message` is what is logged: the server's message, or the fallback. `reason` is what the visitor
 * reads in the form: the API's own refusal, written for them (visitorRefusal), otherwise why it failed in the visitor's
 * words (no answer in time, or try again later).
 */
export class ContactSendError extends Error {
  constructor(
    message: string,
    readonly reason: string,
    readonly fieldErrors: Partial<Record<keyof ContactMessage, string>> = {},
  ) {
    super(message)
    this.name = 'ContactSendError'
  }
}

/**
 * The refusals of POST /api/contact that tell the visitor what to do (content/contactForm.ts: contactAnswers): another
 * site's form (403), too large (413), not JSON or a form (415), too many (429, its wait in Retry-After); a 400 only
 * when it names a field. The 409 of a reused key is for a program, never a person: the form makes a new key itself.
 */
const REFUSALS_FOR_THE_VISITOR = new Set([400, 403, 413, 415, 429])

/**
 * The API's own refusal, `{ message, errors }` as JSON with one of the statuses above, and the fields it names;
 * `undefined` for anything else: a 5xx, another 4xx, HTML, text or JSON of another shape (a proxy's error page, a stack
 * trace's first line, an internal name must never reach the visitor).
 */
function visitorRefusal(status: number, body: { message?: unknown; errors?: unknown }) {
  const { message, errors } = body
  if (!REFUSALS_FOR_THE_VISITOR.has(status) || typeof message !== 'string' || !message.trim()) return undefined
  if (typeof errors !== 'object' || errors === null) return undefined
  const fieldErrors: Partial<Record<keyof ContactMessage, string>> = {}
  for (const field of contactFields) {
    const error = (errors as Record<string, unknown>)[field]
    if (typeof error === 'string' && error.trim()) fieldErrors[field] = error
  }
  if (status === 400 && Object.keys(fieldErrors).length === 0) return undefined
  return { reason: message, fieldErrors }
}

/**
 * POSTs the message as JSON to /api/contact. Resolves on 2xx; throws ContactSendError otherwise, network failures and
 * a server that does not answer within uiConstants.contactForm.timeoutMs included (the same idempotency key sent again
 * stores nothing twice, should the slow request have arrived after all).
 */
export async function sendContactMessage(payload: ContactPayload): Promise<void> {
  let res: Response
  try {
    res = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(uiConstants.contactForm.timeoutMs),
    })
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError'
    const reason = timedOut ? contactForm.timedOut : contactForm.failure.description
    throw Object.assign(new ContactSendError(contactForm.fallbackError, reason), { cause })
  }
  if (res.ok) return
  const json = /^application\/json\b/i.test(res.headers.get('content-type') ?? '')
  const body: unknown = json ? await res.json().catch(() => null) : null
  const data = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; errors?: unknown }
  const logged = typeof data.message === 'string' && data.message.trim() ? data.message : contactForm.fallbackError
  const refusal = visitorRefusal(res.status, data)
  throw new ContactSendError(logged, refusal?.reason ?? contactForm.failure.description, refusal?.fieldErrors)
}

import { contactForm } from '../../content/contactForm'
import type { ContactMessage } from '../../content/schemas/contact'
import { uiConstants } from '../../content/uiConstants'

/** What the browser posts: the message plus the anti-spam and de-duplication fields of the no-JS contract. */
/** `fillMs`: how long the visitor took, measured by the browser alone (the server compares it with its minimum). */
export type ContactPayload = ContactMessage & { website: string; fillMs: number; idempotencyKey: string }

/**
 * A failed send. `message` is what is logged: the server's message, or the fallback. `reason` is what the visitor
 * reads in the form: the server's message when it gives one (too many messages, not saved…), otherwise why it failed
 * in the visitor's words (no answer in time, or try again later).
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
  const body: unknown = await res.json().catch(() => null)
  const data = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; errors?: unknown }
  const given = typeof data.message === 'string' && data.message.trim() ? data.message : undefined
  const errors = typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, string>) : {}
  throw new ContactSendError(given ?? contactForm.fallbackError, given ?? contactForm.failure.description, errors)
}

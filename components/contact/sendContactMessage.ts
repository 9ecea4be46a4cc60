import { contactForm } from '../../content/contactForm'
import type { ContactMessage } from '../../content/schemas/contact'

/** What the browser posts: the message plus the anti-spam and de-duplication fields of the no-JS contract. */
/** `fillMs`: how long the visitor took, measured by the browser alone (the server compares it with its minimum). */
export type ContactPayload = ContactMessage & { website: string; fillMs: number; idempotencyKey: string }

/** A failed send. `message` is the server's message (or the fallback); it is logged, never shown. */
export class ContactSendError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Partial<Record<keyof ContactMessage, string>> = {},
  ) {
    super(message)
    this.name = 'ContactSendError'
  }
}

/** POSTs the message as JSON to /api/contact. Resolves on 2xx; throws ContactSendError otherwise, network failures included. */
export async function sendContactMessage(payload: ContactPayload): Promise<void> {
  let res: Response
  try {
    res = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    })
  } catch (cause) {
    throw Object.assign(new ContactSendError(contactForm.fallbackError), { cause })
  }
  if (res.ok) return
  const body: unknown = await res.json().catch(() => null)
  const data = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; errors?: unknown }
  const message = typeof data.message === 'string' && data.message.trim() ? data.message : contactForm.fallbackError
  const errors = typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, string>) : {}
  throw new ContactSendError(message, errors)
}

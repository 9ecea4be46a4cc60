import { createHash, randomBytes } from 'node:crypto'
import type { MailQueue, OutboxItem } from '../messages/mailQueue'

/** pending: signed up, not confirmed yet · confirmed: on the list · unsubscribed: left it */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

/** A subscriber and the consent record: when, from which page, under which privacy policy version (its effective date). */
export type Subscriber = {
  id: number
  email: string
  status: SubscriberStatus
  signedUpAt: string
  signupPage: string | null
  signupPolicy: string
  confirmedAt: string | null
  confirmPolicy: string | null
  unsubscribedAt: string | null
  unsubscribeToken: string
}

/** A confirmation e-mail claimed for delivery. */
export type ClaimedConfirmation = OutboxItem & {
  email: string
  token: string
  expiresAt: number
  unsubscribeToken: string
}

export type SignUp = {
  email: string
  page: string | null
  /** The privacy policy version in force now. */
  policy: string
  at: Date
  /** The confirmation e-mail to queue, unless the address is confirmed already (or had enough e-mails today). */
  confirmation?: { token: string; expiresAt: number }
}

/** What a confirmation link finds: a sign-up to confirm, one confirmed already, or nothing (expired, replaced, unknown). */
export type LinkState = 'valid' | 'confirmed' | 'expired'

/** What a link finds, from its sign-up's status and when the link expires (ms; PostgreSQL's bigint as a string). */
export function linkStateOf(
  found: { status: SubscriberStatus; expiresAt: number | string } | undefined,
  now: number,
): LinkState {
  if (found?.status === 'confirmed') return 'confirmed'
  return found?.status === 'pending' && Number(found.expiresAt) > now ? 'valid' : 'expired'
}

/**
 * The newsletter's subscribers and their confirmation e-mails (an outbox of their own, with the contact messages'
 * delivery contract), in SQLite or PostgreSQL beside the contact messages. Addresses are kept lower-case, trimmed.
 */
export interface NewsletterStore {
  /** The confirmation e-mails waiting to be sent, as the outbox takes them. */
  readonly mail: MailQueue<ClaimedConfirmation>
  /** Records a sign-up (a confirmed address stays as it is) and queues its e-mail, in one transaction. */
  signUp(s: SignUp): Promise<{ mailed: boolean }>
  linkState(tokenHash: string, now: number): Promise<LinkState>
  /**
   * Confirms the sign-up whose link this is, if the link has not expired; a confirmed one stays as it was. `confirmed`
   * hears the page it was signed up on when this call confirmed it (for the analytics' outcomes).
   */
  confirm(
    tokenHash: string,
    at: Date,
    policy: string,
    confirmed?: (signupPage: string | null) => void,
  ): Promise<LinkState>
  /** Marks the subscriber unsubscribed (again is fine); resolves false for a token nobody has. */
  unsubscribe(token: string, at: Date): Promise<boolean>
  /** Deletes every pending sign-up whose newest link has expired, and the e-mails of expired links; how many sign-ups. */
  purgeExpired(now: number): Promise<number>
  counts(): Promise<Partial<Record<SubscriberStatus, number>>>
  /** Newest first. */
  list(o?: { status?: SubscriberStatus; limit?: number }): Promise<Subscriber[]>
  close(): Promise<void>
}

/** A link's secret: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url')
export const TOKEN = /^[A-Za-z0-9_-]{43}$/
/** Only the hash of a confirmation token is kept once its e-mail is out. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
/** Addresses are compared and kept in one form. */
export const normalEmail = (email: string) => email.trim().toLowerCase()
/**
 * The rate-limit key that counts confirmation e-mails to one address: a hash of it, so the counters never hold the address
 * itself (a data request finds the entries by the same hash).
 */
export const recipientKey = (email: string) =>
  `newsletter recipient ${createHash('sha256').update(normalEmail(email)).digest('base64url')}`

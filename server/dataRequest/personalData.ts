import { createHash, randomBytes } from 'node:crypto'
import type { SentLog } from '../messages/SentLog'
import type { Subscriber } from '../newsletter/NewsletterStore'

/** Everything the site's databases hold about one e-mail address. */
export type PersonalData = {
  email: string
  /** Contact messages from the address, with their delivery state (the outbox's record of each). */
  contactMessages: Record<string, unknown>[]
  /** The newsletter subscription and its consent record. */
  subscription: Subscriber | null
  /** The confirmation e-mails sent or waiting to be sent to the address (the newsletter's outbox). */
  confirmationEmails: Record<string, unknown>[]
  /** The lines of this server's delivery log (DATA_DIR/outbox-sent.log) for those e-mails: their Message-IDs. */
  deliveryLog: string[]
  /** The rate-limit entries counting confirmation e-mails to the address (kept by a hash of it). */
  rateLimitEntries: { key: string; at: string }[]
}

/** How many of each were removed. */
export type Erased = Record<Exclude<keyof PersonalData, 'email'>, number>

/** The e-mails' Message-ID starts (server/messages/Outbox.ts, server/newsletter/confirmationMail.ts), to find their log lines. */
export function messageIdPrefixes(found: Pick<PersonalData, 'contactMessages' | 'confirmationEmails'>) {
  const ms = (iso: unknown) => Date.parse(String(iso))
  return [
    ...found.contactMessages.map((m) => `<contact-${String(m.id)}-${ms(m.createdAt)}@`),
    ...found.confirmationEmails.map((m) => `<newsletter-${String(m.id)}-${ms(m.createdAt)}@`),
  ]
}

export const withDeliveryLog = <T extends Omit<PersonalData, 'deliveryLog'>>(found: T, log: SentLog): PersonalData => ({
  ...found,
  deliveryLog: log.find(messageIdPrefixes(found)),
})

/**
 * The record that a request was answered: when, what was done and how much was removed, and the address only as a hash
 * with a salt of its own. Nobody can read the address back from it, nor find a person's requests by listing hashes; the
 * legal team can still check one address against it when that person asks whether their request was answered.
 */
export function answeredRecord(email: string, action: 'export' | 'erase', removed: Partial<Erased>) {
  const salt = randomBytes(16).toString('base64url')
  const subjectHash = createHash('sha256').update(`${salt}:${email}`).digest('base64url')
  return { answeredAt: new Date().toISOString(), action, salt, subjectHash, removed: JSON.stringify(removed) }
}

export interface PersonalDataStore {
  find(email: string): Promise<Omit<PersonalData, 'deliveryLog'>>
  /** Removes everything `find` finds, in one transaction, and records the answer. */
  erase(email: string): Promise<Omit<Erased, 'deliveryLog'>>
  /** Records that an export was answered. */
  recordExport(email: string): Promise<void>
  close(): Promise<void>
}

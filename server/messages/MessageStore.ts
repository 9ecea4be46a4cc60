import type { MailQueue, OutboxItem } from './mailQueue'

/**
 * pending: waiting in the outbox (or claimed by a sender) · sent: delivered by e-mail · dead: gave up after the last
 * attempt · spam: kept, never delivered
 */
type MessageStatus = 'pending' | 'sent' | 'dead' | 'spam'

export type NewMessage = {
  name: string
  email: string
  company: string
  message: string
  idempotencyKey?: string
  spamReason?: string
}

export type StoredMessage = {
  id: number
  name: string
  email: string
  company: string
  message: string
  createdAt: string
  status: MessageStatus
  spamReason: string | null
  /** Delivery attempts begun (counted when a sender claims the message, before it talks to SMTP). */
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  sentAt: string | null
}

/**
 * pending: waiting to be e-mailed (due, or waiting for its next attempt) · leased: being e-mailed by a sender · dead:
 * given up · oldestPendingAgeMs: how long the oldest of the pending and leased messages has waited since it was stored
 * (undefined when there is none).
 */
export type OutboxStats = { pending: number; leased: number; dead: number; oldestPendingAgeMs?: number }

/** A message claimed for delivery by one sender until `leaseUntil` (ms epoch). */
export type ClaimedMessage = StoredMessage & OutboxItem & { leaseUntil: number }

/**
 * Where contact messages live. Every method is asynchronous so that a store over the network (PostgreSQL, one
 * database for several instances) implements the same contract as the embedded SQLite one:
 * - `add` resolves only once the message is durable (a committed transaction), and a known idempotency key
 *   stores nothing and resolves with the first id;
 * - the messages are e-mailed from a queue (`mail`, a `MailQueue` of server/messages/mailQueue.ts: claimed with a lease,
 *   sent or failed), the one the newsletter's confirmations use too, so any number of processes can run an outbox on
 *   one store;
 * - every method rejects (never hangs for long) when the store cannot be reached or written:
 *   callers answer 503 or retry later.
 */
export interface MessageStore {
  /** The messages waiting to be e-mailed, as the outbox takes them. */
  readonly mail: MailQueue<ClaimedMessage>
  add(row: NewMessage): Promise<{ id: number; duplicate: boolean }>
  get(id: number): Promise<StoredMessage | undefined>
  /** Newest first. */
  list(opts?: { since?: string; limit?: number }): Promise<StoredMessage[]>
  /** The outbox as the metrics show it: see OutboxStats. */
  outboxStats(): Promise<OutboxStats>
  counts(): Promise<MessageCounts>
  /** Resolves when a write can be committed now; rejects otherwise (the health check). */
  checkWritable(): Promise<void>
  close(): Promise<void>
}

/** How many messages each status holds; a status no message has is missing. */
export type MessageCounts = Partial<Record<MessageStatus, number>>

/** A store's `GROUP BY status` rows as MessageCounts (PostgreSQL's COUNT comes as a string). */
export const countsByStatus = (rows: { status: string; n: number | string }[]): MessageCounts =>
  Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))

/** The store cannot be reached or written right now (locked, unopenable, full, read-only). */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreUnavailableError'
  }
}

/**
 * pending: waiting in the outbox (or claimed by a sender) · sent: delivered by e-mail · dead: gave up after the last
 * attempt · spam: kept, never delivered
 */
export type MessageStatus = 'pending' | 'sent' | 'dead' | 'spam'

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
export type ClaimedMessage = StoredMessage & {
  leaseUntil: number
  /** The message was claimed before by a sender whose lease ran out (it crashed or hung): it may have been e-mailed. */
  reclaimed: boolean
}

/**
 * Where contact messages live. Every method is asynchronous so that a store over the network (PostgreSQL, one
 * database for several instances) implements the same contract as the embedded SQLite one:
 * - `add` resolves only once the message is durable (a committed transaction), and a known idempotency key
 *   stores nothing and resolves with the first id;
 * - `claimDue` hands a due message to one sender only (a lease that expires when the sender dies), so any number of
 *   processes can run an outbox on the same store; PostgreSQL would use `FOR UPDATE SKIP LOCKED`;
 * - every method rejects (never hangs for long) when the store cannot be reached or written:
 *   callers answer 503 or retry later.
 */
export interface MessageStore {
  add(row: NewMessage): Promise<{ id: number; duplicate: boolean }>
  get(id: number): Promise<StoredMessage | undefined>
  /** Newest first. */
  list(opts?: { since?: string; limit?: number }): Promise<StoredMessage[]>
  /** The outbox as the metrics show it: see OutboxStats. */
  outboxStats(): Promise<OutboxStats>
  counts(): Promise<Partial<Record<MessageStatus, number>>>
  /**
   * Takes the oldest pending message that is due and not leased by a live sender, counts an attempt and leases it to
   * `owner` until `now + leaseMs`, in one atomic step. Resolves undefined when nothing is due.
   */
  claimDue(now: number, leaseMs: number, owner: string): Promise<ClaimedMessage | undefined>
  /** Records a delivered message (whoever holds its lease: the mail is out, that is what counts). */
  markSent(id: number): Promise<void>
  /** Records a failed attempt and ends the lease, if `owner` still holds it. */
  markFailed(id: number, owner: string, o: { nextAttemptAt: number; dead: boolean; error: string }): Promise<void>
  /** When the next pending message falls due or its lease ends (ms epoch); undefined when the outbox is empty. */
  nextDueAt(): Promise<number | undefined>
  /** Puts every dead letter back into the outbox with a fresh set of attempts; resolves with how many. */
  retryDead(): Promise<number>
  /**
   * The store's clock (ms epoch), on which leases and retry times are set and compared: PostgreSQL's for every
   * instance that shares it, so an instance whose own clock runs ahead never takes over a message another is sending.
   */
  now(): Promise<number>
  /** Resolves when a write can be committed now; rejects otherwise (the health check). */
  checkWritable(): Promise<void>
  close(): Promise<void>
}

/** The store cannot be reached or written right now (locked, unopenable, full, read-only). */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreUnavailableError'
  }
}

import { randomUUID } from 'node:crypto'
import os from 'node:os'
import nodemailer, { type SendMailOptions, type Transporter, type TransportOptions } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { ClaimedMessage, StoredMessage } from './MessageStore'
import type { MailQueue, OutboxItem } from './mailQueue'
import type { SentLog } from './SentLog'
/** An e-mail as nodemailer takes it, with the Message-ID that stays the same on every attempt. */
export type OutboxMail = SendMailOptions & { messageId: string }

export type OutboxOptions<T extends OutboxItem = ClaimedMessage> = {
  /** Writes an item's e-mail (default: a contact message to `to`). Its Message-ID must be the same on every attempt. */
  compose?: (item: T) => OutboxMail
  smtpUrl: string
  /**
   * SMTP connections kept open to the relay, each sending one e-mail at a time (default 3). A new connection costs
   * round trips and the relay's greeting pause (smtp-server's is 100 ms; Postfix's postscreen waits seconds), so they
   * are reused, for up to `messagesPerConnection` e-mails each.
   */
  connections?: number
  messagesPerConnection?: number
  from: string
  to: string
  /** Domain for Message-IDs (the From address's domain). */
  domain: string
  maxAttempts: number
  /** First retry delay (SMTP_RETRY_BASE_MS); doubles with every attempt (with jitter) up to maxDelayMs (SMTP_RETRY_MAX_MS). */
  baseDelayMs: number
  maxDelayMs: number
  /** How often the outbox looks for work it was not told about (a `messages retry`, another process's messages). */
  pollMs: number
  /**
   * How long a claim holds a message. Renewed every quarter of it while the message is being sent (and until its
   * delivery is recorded), so the lease outlives any send however slow the relay, and a message is taken over by
   * another sender only when its sender died or hung. A send whose lease could not be renewed (the store out of
   * reach) is given up while a third of the lease is still left, so that it never overlaps another sender's.
   */
  leaseMs?: number
  /** First wait after the message store failed; doubles (with jitter) up to maxDelayMs. */
  storeRetryMs?: number
  sentLog: SentLog
  log: FastifyBaseLogger
}

/** A store fault is retried at least this often: it is usually a lock or a full disk that clears by itself. */
const STORE_RETRY_MAX_MS = 60_000
const CONNECTIONS = 3
/** A connection is closed and a new one opened after this many e-mails, as mail clients built for volume do. */
const MESSAGES_PER_CONNECTION = 100
/** The longest wait a Node.js timer takes (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1
/**
 * Leases are renewed every quarter of the lease; a send whose lease has less than a third left (two renewals in a row
 * failed or still unanswered) is given up, with a quarter of the lease to spare.
 */
const BEATS_PER_LEASE = 4
const GIVE_UP_BELOW = 1 / 3

/** A send in flight: until when (performance.now()) its lease holds at the least, and how to give it up. */
type Sending = { heldUntil: number; abort: AbortController }

/** Control characters (CR and LF included) never reach a header: they could forge headers or break the mail. */
export function headerSafe(text: string) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()
}

/** Stable per message, so a resend after a crash carries the same Message-ID and receivers drop the duplicate. */
function messageIdFor(m: Pick<StoredMessage, 'id' | 'createdAt'>, domain: string) {
  return `<contact-${m.id}-${Date.parse(m.createdAt)}@${domain}>`
}

function mailFor(m: StoredMessage, o: Pick<OutboxOptions, 'from' | 'to' | 'domain'>) {
  const name = headerSafe(m.name)
  const company = headerSafe(m.company)
  return {
    from: o.from,
    to: o.to,
    // The bare address, never the visitor's name as its display name: a name such as "ceo@ethereal.io" would show in
    // the sales team's mail program as the sender's address. The name is in the subject and the body.
    replyTo: { name: '', address: headerSafe(m.email) },
    subject: `Website contact: ${name} (${company})`.slice(0, 250),
    messageId: messageIdFor(m, o.domain),
    headers: { 'X-Contact-Message-Id': String(m.id) },
    text: `${m.message}\n\n-- \nName: ${name}\nE-mail: ${headerSafe(m.email)}\nCompany: ${company}\nReceived: ${m.createdAt}\nMessage id: ${m.id}\n`,
  }
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random, so retries of many messages spread out. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number) {
  const d = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1))
  return d / 2 + Math.random() * (d / 2)
}

/**
 * Delivers stored, non-spam messages by e-mail, oldest first, exactly once, from any number of processes on one store,
 * over a few SMTP connections kept open (one e-mail at a time on each):
 * 1. claim: the store leases as many messages as there are free connections to this sender and counts an attempt on
 *    each (durable before SMTP is called);
 * 2. send, with a Message-ID that is the same on every attempt; while SMTP works on it, its lease is renewed every
 *    quarter of the lease, however long the relay takes (a greeting or a DATA answer held back), so no other sender
 *    takes over a message that is being sent; a send whose lease could not be renewed (this process cannot reach the
 *    store, others may) is given up while it still holds the lease, and retried like any failed attempt;
 * 3. SMTP accepted: the Message-ID goes to the sent log (a file of its own, fsynced), then the store records "sent",
 *    for every message accepted since the last claim in one write. Until that write succeeds the message is
 *    remembered here and recorded before anything else; it is never sent again.
 * A failed attempt is retried later; after `maxAttempts` the message becomes a dead letter (`npm run messages --
 * retry` revives it). A lease that runs out (its sender crashed) is claimed again: if the sent log has the Message-ID
 * the message is only recorded as sent; otherwise it is sent again, with the same Message-ID, because the crash came
 * before SMTP said yes (or in the instant between its yes and the log's fsync, where a receiving server can still
 * drop the duplicate by its Message-ID).
 * Every step is caught: a store or mail fault is logged and tried again with backoff, never thrown at the process.
 */
export class Outbox<T extends OutboxItem = ClaimedMessage> {
  /** This process's name on its leases. */
  readonly owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  private readonly transport: Transporter
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private started = false
  private stopped = false
  private storeFailures = 0
  /** Accepted by SMTP but not yet recorded as sent in the store: recorded before anything else, never sent again. */
  private readonly unrecorded = new Set<number>()
  /** Being sent now (SMTP has not answered yet): their leases are renewed until it does. */
  private readonly sending = new Map<number, Sending>()
  /** The renewal under way, if any: one at a time, a slow store never piles them up. */
  private renewing: Promise<void> | undefined
  private readonly leaseMs: number
  private readonly storeRetryMs: number
  private readonly connections: number

  constructor(
    private readonly store: MailQueue<T>,
    private readonly o: OutboxOptions<T>,
  ) {
    this.leaseMs = o.leaseMs ?? 10 * 60_000
    this.storeRetryMs = o.storeRetryMs ?? 1000
    this.connections = o.connections ?? CONNECTIONS
    this.transport = nodemailer.createTransport({
      url: o.smtpUrl,
      pool: true,
      maxConnections: this.connections,
      maxMessages: o.messagesPerConnection ?? MESSAGES_PER_CONNECTION,
      // A connection that closes mid-send fails that send here, where the outbox counts the attempt and retries it with
      // its backoff; nodemailer would otherwise put it back in a queue of its own and send it again out of our sight.
      maxRequeues: 0,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
    } as TransportOptions)
  }

  /** Begins delivering (once the server listens, so a process that fails to start never sends). */
  start() {
    if (this.started || this.stopped) return
    this.started = true
    this.kick()
  }

  /** Look for due messages now (after a new message was stored). */
  kick() {
    if (!this.started || this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.tick().then((wait) => {
      this.running = undefined
      if (this.again) {
        this.again = false
        this.kick()
      } else if (!this.stopped) {
        this.timer = setTimeout(() => this.kick(), wait)
        this.timer.unref()
      }
    })
  }

  /** One round of work; never rejects. Resolves with how long to wait before the next round. */
  private async tick() {
    try {
      await this.drain()
      this.storeFailures = 0
      const next = await this.store.nextDueAt()
      if (next === undefined) return this.o.pollMs
      return Math.min(this.o.pollMs, Math.max(0, next - (await this.store.now())))
    } catch (error) {
      this.storeFailures++
      // Deliveries not yet recorded are tried again well within their lease: until they are recorded their leases are
      // all that keeps another sender from taking them over and e-mailing them again.
      const most = this.unrecorded.size > 0 ? Math.min(STORE_RETRY_MAX_MS, this.leaseMs / 4) : STORE_RETRY_MAX_MS
      const wait = retryDelay(this.storeFailures, this.storeRetryMs, most)
      const retryInMs = Math.round(wait)
      this.o.log.error({ err: error, retryInMs }, 'outbox: the message store failed; trying again later')
      return wait
    }
  }

  /**
   * Claims due messages for the free connections and sends them, until nothing is due and nothing is in flight. A
   * store fault stops the claiming; what is in flight finishes, then the fault is thrown to `tick`.
   */
  private async drain() {
    const inFlight = new Set<Promise<void>>()
    let fault: { error: unknown } | undefined
    const beat = () => {
      this.giveUpUnheld()
      void this.renewLeases()
    }
    const heartbeat = setInterval(beat, Math.min(this.leaseMs / BEATS_PER_LEASE, MAX_TIMER_MS))
    heartbeat.unref()
    try {
      while (!this.stopped && !fault) {
        await this.recordSent()
        const free = this.connections - inFlight.size
        // Taken before the store's clock is read: the lease the store sets ends this long after it at the earliest.
        const heldUntil = performance.now() + this.leaseMs
        const claimed =
          free > 0 ? await this.store.claimDue(await this.store.now(), this.leaseMs, this.owner, free) : []
        for (const m of claimed) {
          const sending: Promise<void> = this.deliver(m, heldUntil)
            .catch((error: unknown) => void (fault ??= { error }))
            .finally(() => inFlight.delete(sending))
          inFlight.add(sending)
        }
        if (inFlight.size === 0) break
        // Every connection busy, or nothing more due: wait for a send to end, then record it and claim again.
        if (claimed.length === 0 || inFlight.size === this.connections) await Promise.race(inFlight)
      }
    } finally {
      await Promise.all(inFlight)
      clearInterval(heartbeat)
      await this.renewing
    }
    await this.recordSent()
    if (fault) throw fault.error
  }

  /** Records every message SMTP accepted and the store has not recorded yet, in one write. */
  private async recordSent() {
    if (this.unrecorded.size === 0) return
    const ids = [...this.unrecorded]
    await this.store.markSent(ids)
    for (const id of ids) this.unrecorded.delete(id)
  }

  /**
   * Renews the leases of the messages being sent and of those accepted but not yet recorded. Never rejects: a renewal
   * that fails is logged and tried again at the next beat, well within the lease.
   */
  private renewLeases() {
    const ids = [...this.sending.keys(), ...this.unrecorded]
    if (this.renewing || ids.length === 0) return this.renewing
    this.renewing = (async () => {
      try {
        const heldUntil = performance.now() + this.leaseMs
        const held = new Set(await this.store.renew(ids, this.owner, this.leaseMs))
        for (const id of ids) {
          const send = this.sending.get(id)
          if (!send) continue
          if (held.has(id)) send.heldUntil = heldUntil
          // Recorded meanwhile (its lease ended with it) is fine; still being sent without a lease is not.
          else this.giveUp(id, send, 'outbox: the lease of an e-mail being sent was lost; giving the send up')
        }
      } catch (error) {
        const why = 'outbox: could not renew the leases of the e-mails being sent; trying again'
        this.o.log.warn({ err: error, messageIds: ids }, why)
      } finally {
        this.renewing = undefined
      }
    })()
    return this.renewing
  }

  /** Gives up the sends whose lease may run out before the next renewal could come: they hold it still. */
  private giveUpUnheld() {
    const soon = performance.now() + this.leaseMs * GIVE_UP_BELOW
    for (const [id, send] of this.sending)
      if (send.heldUntil < soon)
        this.giveUp(
          id,
          send,
          'outbox: could not renew the lease of an e-mail being sent; giving the send up before it ends',
        )
  }

  private giveUp(id: number, send: Sending, why: string) {
    if (send.abort.signal.aborted) return
    this.o.log.error({ messageId: id }, why)
    send.abort.abort()
  }

  private async deliver(m: T, heldUntil: number) {
    // Without `compose` the items are contact messages (T's default).
    const mail = this.o.compose ? this.o.compose(m) : mailFor(m as unknown as ClaimedMessage, this.o)
    if (m.reclaimed) {
      if (this.unrecorded.has(m.id) || this.o.sentLog.has(mail.messageId)) {
        this.unrecorded.add(m.id)
        const why = 'contact message was delivered before its sender stopped; not sent again'
        this.o.log.warn({ messageId: m.id, outcome: 'sent-before' }, why)
        return
      }
      const why = 'contact message claimed again after its sender stopped; sending it with the same Message-ID'
      this.o.log.warn({ messageId: m.id, attempt: m.attempts }, why)
    }
    const send: Sending = { heldUntil, abort: new AbortController() }
    this.sending.set(m.id, send)
    try {
      // Aborted: nodemailer closes that send's connection (the pool's others go on) and the send fails here.
      await this.transport.sendMail({ ...mail, signal: send.abort.signal })
    } catch (error) {
      this.sending.delete(m.id)
      const e = error as { code?: string; responseCode?: number }
      const dead = m.attempts >= this.o.maxAttempts
      const reason = [e.code, e.responseCode].filter(Boolean).join(' ') || 'send failed'
      const outcome = dead ? 'dead-letter' : 'retry'
      this.o.log.warn({ messageId: m.id, attempt: m.attempts, outcome, reason }, 'contact message not delivered')
      const delay = retryDelay(m.attempts, this.o.baseDelayMs, this.o.maxDelayMs)
      const nextAttemptAt = Math.round((await this.store.now()) + delay)
      return this.store.markFailed(m.id, this.owner, { nextAttemptAt, dead, error: reason })
    }
    this.unrecorded.add(m.id)
    this.sending.delete(m.id)
    try {
      this.o.sentLog.record(mail.messageId)
    } catch (error) {
      const why = 'could not write the sent log; recording the delivery in the database only'
      this.o.log.error({ err: error, messageId: m.id }, why)
    }
    this.o.log.info({ messageId: m.id, attempt: m.attempts, outcome: 'sent' }, 'contact message delivered')
  }

  /** Stops taking new work, waits for the e-mail being sent, if any, and records what was sent. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
    await this.recordSent().catch((error) =>
      this.o.log.error({ err: error, messageIds: [...this.unrecorded] }, 'delivery recorded in the sent log only'),
    )
    this.transport.close()
  }
}

import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { MessageStore, StoredMessage } from './MessageStore'

export type OutboxOptions = {
  smtpUrl: string
  from: string
  to: string
  /** Domain for Message-IDs (the From address's domain). */
  domain: string
  maxAttempts: number
  /** First retry delay; doubles with every attempt (with jitter) up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** How often the outbox looks for work it was not told about (a `messages retry` from the command line). */
  pollMs?: number
  log: FastifyBaseLogger
}

/** Control characters (CR and LF included) never reach a header: they could forge headers or break the mail. */
export function headerSafe(text: string) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()
}

/** Stable per message, so a resend after a crash carries the same Message-ID and receivers drop the duplicate. */
export function messageIdFor(m: Pick<StoredMessage, 'id' | 'createdAt'>, domain: string) {
  return `<contact-${m.id}-${Date.parse(m.createdAt)}@${domain}>`
}

export function mailFor(m: StoredMessage, o: Pick<OutboxOptions, 'from' | 'to' | 'domain'>) {
  const name = headerSafe(m.name)
  const company = headerSafe(m.company)
  return {
    from: o.from,
    to: o.to,
    replyTo: { name, address: headerSafe(m.email) },
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
 * Delivers stored, non-spam messages by e-mail, one at a time, oldest first. A failed attempt is retried
 * later; after `maxAttempts` the message becomes a dead letter (`npm run messages -- retry` revives it).
 * State lives in the database only, so a restart resumes where the last run stopped.
 */
export class Outbox {
  private readonly transport: Transporter
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = false
  private readonly baseDelayMs: number
  private readonly maxDelayMs: number
  private readonly pollMs: number

  constructor(
    private readonly store: MessageStore,
    private readonly o: OutboxOptions,
  ) {
    this.baseDelayMs = o.baseDelayMs ?? 30_000
    this.maxDelayMs = o.maxDelayMs ?? 60 * 60_000
    this.pollMs = o.pollMs ?? 60_000
    this.transport = nodemailer.createTransport({
      url: o.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
    } as TransportOptions)
  }

  /** Look for due messages now (after a new message was stored, or at start). */
  kick() {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.drain().finally(() => {
      this.running = undefined
      if (this.again) {
        this.again = false
        this.kick()
      } else this.schedule()
    })
  }

  private schedule() {
    if (this.stopped) return
    const next = this.store.nextDueAt()
    const wait = next === undefined ? this.pollMs : Math.min(this.pollMs, Math.max(0, next - Date.now()))
    this.timer = setTimeout(() => this.kick(), wait)
    this.timer.unref()
  }

  private async drain() {
    while (!this.stopped) {
      const [m] = this.store.due(Date.now(), 1)
      if (!m) return
      await this.deliver(m)
    }
  }

  private async deliver(m: StoredMessage) {
    const attempt = m.attempts + 1
    try {
      await this.transport.sendMail(mailFor(m, this.o))
      this.store.markSent(m.id)
      this.o.log.info({ messageId: m.id, attempt, outcome: 'sent' }, 'contact message delivered')
    } catch (error) {
      const e = error as { code?: string; responseCode?: number }
      const dead = attempt >= this.o.maxAttempts
      const reason = [e.code, e.responseCode].filter(Boolean).join(' ') || 'send failed'
      this.store.markFailed(m.id, { nextAttemptAt: Date.now() + retryDelay(attempt, this.baseDelayMs, this.maxDelayMs), dead, error: reason })
      this.o.log.warn({ messageId: m.id, attempt, outcome: dead ? 'dead-letter' : 'retry', reason }, 'contact message not delivered')
    }
  }

  /** Stops taking new work and waits for the e-mail being sent, if any. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
    this.transport.close()
  }
}

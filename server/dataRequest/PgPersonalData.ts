import { keptKeysOf } from '../contact/RateCounters'
import { iso, PgMessageStore } from '../messages/PgMessageStore'
import { normalEmail, recipientKey, type Subscriber } from '../newsletter/NewsletterStore'
import { PG_SUBSCRIBER_COLUMNS } from '../newsletter/PgNewsletterStore'
import { transaction, type Pool, type PoolClient } from '../postgres/pool'
import { answeredRecord, type PersonalDataStore } from './personalData'

const MESSAGE_COLUMNS = `id::int, ${iso('created_at')} AS "createdAt", status, name, email, company, message,
  spam_reason AS "spamReason", attempts, last_error AS "lastError", ${iso('sent_at')} AS "sentAt"`
const MAIL_COLUMNS = `id::int, ${iso('created_at')} AS "createdAt", expires_at::float8 AS "expiresAt", status, attempts,
  last_error AS "lastError", ${iso('sent_at')} AS "sentAt"`

/** The personal data in PostgreSQL (DATABASE_URL): messages, newsletter and the shared rate counters. */
export class PgPersonalData implements PersonalDataStore {
  private readonly store: PgMessageStore

  constructor(url: string, statementTimeoutMs?: number) {
    this.store = new PgMessageStore(url, { max: 1, statementTimeoutMs })
  }

  /** The address's rate-limit keys as contact_hits keeps them: hashed with each day secret there is. */
  private async keptKeys(address: string, db: Pool | PoolClient = this.store.pool) {
    const { rows } = await db.query<{ secret: Buffer }>('SELECT secret FROM contact_hit_secrets')
    return keptKeysOf(
      rows.map((r) => r.secret),
      recipientKey(address),
    )
  }

  async find(email: string) {
    await this.store.ready()
    const address = normalEmail(email)
    const q = async <T>(sql: string, params: unknown[]) => (await this.store.pool.query(sql, params)).rows as T[]
    const [subscription] = await q<Subscriber>(
      `SELECT ${PG_SUBSCRIBER_COLUMNS} FROM newsletter_subscribers WHERE email = $1`,
      [address],
    )
    return {
      email: address,
      contactMessages: await q<Record<string, unknown>>(
        `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE lower(trim(email)) = $1 ORDER BY id`,
        [address],
      ),
      subscription: subscription ?? null,
      confirmationEmails: subscription
        ? await q<Record<string, unknown>>(
            `SELECT ${MAIL_COLUMNS} FROM newsletter_mails WHERE subscriber_id = $1 ORDER BY id`,
            [subscription.id],
          )
        : [],
      rateLimitEntries: (
        await q<{ key: string; at: string }>('SELECT key, at FROM contact_hits WHERE key = ANY($1) ORDER BY at', [
          await this.keptKeys(address),
        ])
      ).map((r) => ({ key: r.key, at: new Date(Number(r.at)).toISOString() })),
    }
  }

  async erase(email: string) {
    await this.store.ready()
    const address = normalEmail(email)
    return transaction(this.store.pool, async (c) => {
      const count = async (sql: string, params: unknown[]) => (await c.query(sql, params)).rowCount ?? 0
      const confirmationEmails = await count(
        `DELETE FROM newsletter_mails WHERE subscriber_id IN (SELECT id FROM newsletter_subscribers WHERE email = $1)`,
        [address],
      )
      const counts = {
        contactMessages: await count('DELETE FROM messages WHERE lower(trim(email)) = $1', [address]),
        subscription: await count('DELETE FROM newsletter_subscribers WHERE email = $1', [address]),
        confirmationEmails,
        rateLimitEntries: await count('DELETE FROM contact_hits WHERE key = ANY($1)', [
          await this.keptKeys(address, c),
        ]),
      }
      const r = answeredRecord(address, 'erase', counts)
      await c.query(
        'INSERT INTO data_requests (answered_at, action, salt, subject_hash, removed) VALUES ($1, $2, $3, $4, $5)',
        [r.answeredAt, r.action, r.salt, r.subjectHash, r.removed],
      )
      return counts
    })
  }

  async recordExport(email: string) {
    await this.store.ready()
    const r = answeredRecord(normalEmail(email), 'export', {})
    await this.store.pool.query(
      'INSERT INTO data_requests (answered_at, action, salt, subject_hash, removed) VALUES ($1, $2, $3, $4, $5)',
      [r.answeredAt, r.action, r.salt, r.subjectHash, r.removed],
    )
  }

  async close() {
    await this.store.close()
  }
}

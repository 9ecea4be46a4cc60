import fs from 'node:fs'
import path from 'node:path'
import type { Sqlite } from '../sqlite'
import { keptKeysOf, openCountersDb } from '../contact/RateCounters'
import { openDatabase } from '../messages/SqliteMessageStore'
import { normalEmail, recipientKey } from '../newsletter/NewsletterStore'
import { SUBSCRIBER_COLUMNS } from '../newsletter/SqliteNewsletterStore'
import type { Subscriber } from '../newsletter/NewsletterStore'
import { answeredRecord, type Erased, type PersonalDataStore } from './personalData'

const MESSAGE_COLUMNS = `id, created_at AS createdAt, status, name, email, company, message, spam_reason AS spamReason,
  attempts, last_error AS lastError, sent_at AS sentAt`
const MAIL_COLUMNS = `id, created_at AS createdAt, expires_at AS expiresAt, status, attempts, last_error AS lastError,
  sent_at AS sentAt`

/** The personal data in DATA_DIR: messages.db, and the rate counters in counters.db. */
export class SqlitePersonalData implements PersonalDataStore {
  private readonly db: Sqlite.Database
  private readonly counters: Sqlite.Database | undefined

  constructor(dataDir: string) {
    this.db = openDatabase(dataDir, { mustExist: true, busyTimeoutMs: 5000 })
    // What is deleted is overwritten with zeros, not left in free pages for a file recovery tool.
    this.db.pragma('secure_delete = ON')
    // Opened as the server opens it (secure_delete on), and brought to its version if the server has not yet.
    this.counters = fs.existsSync(path.join(dataDir, 'counters.db')) ? openCountersDb(dataDir, 5000) : undefined
  }

  /** The address's rate-limit keys as counters.db keeps them: hashed with each day secret it holds. */
  private keptKeys(address: string) {
    if (!this.counters) return []
    const secrets = this.counters.prepare('SELECT secret FROM contact_hit_secrets').pluck().all() as Buffer[]
    return keptKeysOf(secrets, recipientKey(address))
  }

  async find(email: string) {
    const address = normalEmail(email)
    const subscription = (this.db
      .prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers WHERE email = ?`)
      .get(address) ?? null) as Subscriber | null
    return {
      email: address,
      contactMessages: this.db
        .prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE lower(trim(email)) = ? ORDER BY id`)
        .all(address) as Record<string, unknown>[],
      subscription,
      confirmationEmails: subscription
        ? (this.db
            .prepare(`SELECT ${MAIL_COLUMNS} FROM newsletter_mails WHERE subscriber_id = ? ORDER BY id`)
            .all(subscription.id) as Record<string, unknown>[])
        : [],
      rateLimitEntries: this.keptKeys(address)
        .flatMap(
          (key) =>
            this.counters!.prepare('SELECT key, at FROM contact_hits WHERE key = ?').all(key) as {
              key: string
              at: number
            }[],
        )
        .sort((a, b) => a.at - b.at)
        .map((r) => ({ key: r.key, at: new Date(r.at).toISOString() })),
    }
  }

  async erase(email: string) {
    const address = normalEmail(email)
    let rateLimitEntries = 0
    for (const key of this.keptKeys(address))
      rateLimitEntries += this.counters!.prepare('DELETE FROM contact_hits WHERE key = ?').run(key).changes
    const removed = this.db
      .transaction(() => {
        const id = this.db.prepare('SELECT id FROM newsletter_subscribers WHERE email = ?').pluck().get(address)
        const confirmationEmails = this.db
          .prepare('DELETE FROM newsletter_mails WHERE subscriber_id = ?')
          .run(id).changes
        const counts = {
          contactMessages: this.db.prepare('DELETE FROM messages WHERE lower(trim(email)) = ?').run(address).changes,
          subscription: this.db.prepare('DELETE FROM newsletter_subscribers WHERE email = ?').run(address).changes,
          confirmationEmails,
          rateLimitEntries,
        }
        this.record(address, 'erase', counts)
        return counts
      })
      .immediate()
    // The write-ahead log still holds the pages as they were: copy it into the file and empty it (skipped while a
    // reader holds it; the server's next checkpoint does it then).
    for (const db of [this.db, this.counters]) db?.pragma('wal_checkpoint(TRUNCATE)')
    return removed
  }

  async recordExport(email: string) {
    this.record(normalEmail(email), 'export', {})
  }

  private record(email: string, action: 'export' | 'erase', removed: Partial<Erased>) {
    const r = answeredRecord(email, action, removed)
    this.db
      .prepare(
        `INSERT INTO data_requests (answered_at, action, salt, subject_hash, removed)
         VALUES (@answeredAt, @action, @salt, @subjectHash, @removed)`,
      )
      .run(r)
  }

  async close() {
    this.db.close()
    this.counters?.close()
  }
}

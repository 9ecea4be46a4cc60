import { closeQuietly, type Sqlite } from '../sqlite'
import { StoreUnavailableError } from '../messages/MessageStore'
import { openDatabase, type OpenOptions } from '../messages/SqliteMessageStore'
import { SqliteMailQueue } from '../messages/mailQueue'
import {
  newToken,
  normalEmail,
  hashToken,
  linkStateOf,
  type ClaimedConfirmation,
  type LinkState,
  type NewsletterStore,
  type SignUp,
  type Subscriber,
  type SubscriberStatus,
} from './NewsletterStore'

export const SUBSCRIBER_COLUMNS = `id, email, status, signed_up_at AS signedUpAt, signup_page AS signupPage,
  signup_policy AS signupPolicy, confirmed_at AS confirmedAt, confirm_policy AS confirmPolicy,
  unsubscribed_at AS unsubscribedAt, unsubscribe_token AS unsubscribeToken`

/**
 * The newsletter in the contact database (messages.db in DATA_DIR, migrated with it). A database that cannot be opened
 * or written rejects every call (the route answers 503); the next call opens it again.
 */
export class SqliteNewsletterStore implements NewsletterStore {
  private db: Sqlite.Database | undefined
  /** The confirmation e-mails as the outbox takes them: the contact messages' queue, on newsletter_mails. */
  readonly mail = new SqliteMailQueue<ClaimedConfirmation>(
    {
      table: 'newsletter_mails',
      columns: `q.id, q.created_at AS createdAt, q.attempts, q.token, q.expires_at AS expiresAt, s.email,
        s.unsubscribe_token AS unsubscribeToken`,
      join: 'JOIN newsletter_subscribers s ON s.id = q.subscriber_id',
      onSent: 'token = NULL',
    },
    (row) => row as unknown as Omit<ClaimedConfirmation, 'reclaimed'>,
    { read: (work) => this.use(work), write: (work) => this.use(work) },
  )

  constructor(
    private readonly dataDir: string,
    private readonly o: OpenOptions = {},
  ) {}

  private use<T>(fn: (db: Sqlite.Database) => T): T {
    try {
      this.db ??= openDatabase(this.dataDir, this.o)
      return fn(this.db)
    } catch (error) {
      if (/^SQLITE_/.test((error as { code?: string }).code ?? '')) {
        if (!/^SQLITE_(BUSY|LOCKED|CONSTRAINT)/.test((error as { code: string }).code)) this.drop()
        throw new StoreUnavailableError(`The newsletter database failed: ${(error as Error).message}`, { cause: error })
      }
      throw error
    }
  }

  private drop() {
    closeQuietly(this.db)
    this.db = undefined
  }

  async signUp({ email, page, policy, at, confirmation }: SignUp) {
    return this.use((db) =>
      db
        .transaction(() => {
          const address = normalEmail(email)
          const found = db.prepare('SELECT id, status FROM newsletter_subscribers WHERE email = ?').get(address) as
            { id: number; status: SubscriberStatus } | undefined
          if (found?.status === 'confirmed') return { mailed: false }
          const record = [at.toISOString(), page, policy]
          const id = found
            ? (db
                .prepare(
                  `UPDATE newsletter_subscribers SET status = 'pending', signed_up_at = ?, signup_page = ?,
                   signup_policy = ?, confirmed_at = NULL, confirm_policy = NULL, unsubscribed_at = NULL WHERE id = ?`,
                )
                .run(...record, found.id),
              found.id)
            : (db
                .prepare(
                  `INSERT INTO newsletter_subscribers (email, status, signed_up_at, signup_page, signup_policy,
                     expires_at, unsubscribe_token)
                   VALUES (?, 'pending', ?, ?, ?, ?, ?) RETURNING id`,
                )
                .pluck()
                .get(address, ...record, at.getTime(), newToken()) as number)
          if (!confirmation) return { mailed: false }
          db.prepare(
            `INSERT INTO newsletter_mails (subscriber_id, token_hash, token, created_at, expires_at, status)
             VALUES (?, ?, ?, ?, ?, 'pending')`,
          ).run(id, hashToken(confirmation.token), confirmation.token, at.toISOString(), confirmation.expiresAt)
          db.prepare('UPDATE newsletter_subscribers SET expires_at = MAX(expires_at, ?) WHERE id = ?').run(
            confirmation.expiresAt,
            id,
          )
          return { mailed: true }
        })
        .immediate(),
    )
  }

  private link(db: Sqlite.Database, tokenHash: string) {
    return db
      .prepare(
        `SELECT s.id, s.status, s.signup_page AS signupPage, m.expires_at AS expiresAt FROM newsletter_mails m
         JOIN newsletter_subscribers s ON s.id = m.subscriber_id WHERE m.token_hash = ?`,
      )
      .get(tokenHash) as
      { id: number; status: SubscriberStatus; signupPage: string | null; expiresAt: number } | undefined
  }

  async linkState(tokenHash: string, now: number) {
    return this.use((db) => linkStateOf(this.link(db, tokenHash), now))
  }

  async confirm(tokenHash: string, at: Date, policy: string, confirmed?: (signupPage: string | null) => void) {
    return this.use((db) =>
      db
        .transaction((): LinkState => {
          const found = this.link(db, tokenHash)
          const state = linkStateOf(found, at.getTime())
          if (state !== 'valid') return state
          db.prepare(
            `UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = ?, confirm_policy = ?, expires_at = 0
             WHERE id = ?`,
          ).run(at.toISOString(), policy, found!.id)
          confirmed?.(found!.signupPage)
          return 'confirmed'
        })
        .immediate(),
    )
  }

  async unsubscribe(token: string, at: Date) {
    return this.use((db) => {
      const { changes } = db
        .prepare(
          `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?)
           WHERE unsubscribe_token = ? AND status IN ('confirmed', 'unsubscribed')`,
        )
        .run(at.toISOString(), token)
      if (changes > 0) return true
      // A pending sign-up cancelled from its own e-mail is not kept at all.
      const gone = db
        .prepare(`DELETE FROM newsletter_subscribers WHERE unsubscribe_token = ? RETURNING id`)
        .pluck()
        .get(token)
      if (gone !== undefined) db.prepare('DELETE FROM newsletter_mails WHERE subscriber_id = ?').run(gone)
      return gone !== undefined
    })
  }

  async purgeExpired(now: number) {
    return this.use((db) =>
      db
        .transaction(() => {
          const ids = db
            .prepare(`DELETE FROM newsletter_subscribers WHERE status = 'pending' AND expires_at <= ? RETURNING id`)
            .pluck()
            .all(now) as number[]
          for (const id of ids) db.prepare('DELETE FROM newsletter_mails WHERE subscriber_id = ?').run(id)
          // A link that has expired is no use: its e-mail's row goes too (unless it is still being tried).
          db.prepare(`DELETE FROM newsletter_mails WHERE expires_at <= ? AND status <> 'pending'`).run(now)
          return ids.length
        })
        .immediate(),
    )
  }

  async counts() {
    const rows = this.use((db) =>
      db.prepare('SELECT status, COUNT(*) AS n FROM newsletter_subscribers GROUP BY status').all(),
    ) as { status: SubscriberStatus; n: number }[]
    return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<SubscriberStatus, number>>
  }

  async list({ status, limit }: { status?: SubscriberStatus; limit?: number } = {}) {
    return this.use(
      (db) =>
        db
          .prepare(
            `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers WHERE (? IS NULL OR status = ?) ORDER BY id DESC LIMIT ?`,
          )
          .all(status ?? null, status ?? null, limit ?? -1) as Subscriber[],
    )
  }

  async close() {
    this.drop()
  }
}

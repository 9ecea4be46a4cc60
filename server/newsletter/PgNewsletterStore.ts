import { iso, unreachableAs, type PgMessageStore } from '../messages/PgMessageStore'
import { transaction } from '../postgres/pool'
import { PgMailQueue } from '../messages/mailQueue'
import {
  newToken,
  normalEmail,
  hashToken,
  linkStateOf,
  type ClaimedConfirmation,
  type NewsletterStore,
  type SignUp,
  type Subscriber,
  type SubscriberStatus,
} from './NewsletterStore'

export const PG_SUBSCRIBER_COLUMNS = `id::int, email, status, ${iso('signed_up_at')} AS "signedUpAt",
  signup_page AS "signupPage", signup_policy AS "signupPolicy", ${iso('confirmed_at')} AS "confirmedAt",
  confirm_policy AS "confirmPolicy", ${iso('unsubscribed_at')} AS "unsubscribedAt", unsubscribe_token AS "unsubscribeToken"`

/** The newsletter in PostgreSQL, on the contact messages' pool and migrations (003_newsletter.sql). */
export class PgNewsletterStore implements NewsletterStore {
  constructor(private readonly store: PgMessageStore) {}

  /** The confirmation e-mails as the outbox takes them: the contact messages' queue, on newsletter_mails. */
  readonly mail = new PgMailQueue<ClaimedConfirmation>(
    {
      table: 'newsletter_mails',
      columns: `q.id::int, ${iso('q.created_at')} AS "createdAt", q.attempts, q.token, q.expires_at AS "expiresAt",
        s.email, s.unsubscribe_token AS "unsubscribeToken"`,
      join: ', newsletter_subscribers s',
      joinWhere: 'AND s.id = q.subscriber_id',
      onSent: 'token = NULL',
    },
    ({ expiresAt, ...row }) =>
      ({ ...row, expiresAt: Number(expiresAt) }) as unknown as Omit<ClaimedConfirmation, 'reclaimed'>,
    (sql, params) => this.query(sql, params),
  )

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      await this.store.ready()
      return await fn()
    } catch (error) {
      throw unreachableAs('newsletter', error)
    }
  }

  private async query<T>(sql: string, params: unknown[] = []) {
    return this.run(async () => (await this.store.pool.query(sql, params)).rows as T[])
  }

  async signUp({ email, page, policy, at, confirmation }: SignUp) {
    return this.run(() =>
      transaction(this.store.pool, async (c) => {
        // Inserts the address or locks its row, so two sign-ups of one address run one after the other.
        const { rows } = await c.query<{ id: string; status: SubscriberStatus }>(
          `INSERT INTO newsletter_subscribers (email, status, signed_up_at, signup_page, signup_policy, expires_at,
             unsubscribe_token)
           VALUES ($1, 'pending', $2, $3, $4, $5, $6)
           ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
           RETURNING id, status`,
          [normalEmail(email), at.toISOString(), page, policy, at.getTime(), newToken()],
        )
        const { id, status } = rows[0]!
        if (status === 'confirmed') return { mailed: false }
        await c.query(
          `UPDATE newsletter_subscribers SET status = 'pending', signed_up_at = $2, signup_page = $3, signup_policy = $4,
             confirmed_at = NULL, confirm_policy = NULL, unsubscribed_at = NULL WHERE id = $1`,
          [id, at.toISOString(), page, policy],
        )
        if (!confirmation) return { mailed: false }
        await c.query(
          `INSERT INTO newsletter_mails (subscriber_id, token_hash, token, created_at, expires_at, status)
           VALUES ($1, $2, $3, $4, $5, 'pending')`,
          [id, hashToken(confirmation.token), confirmation.token, at.toISOString(), confirmation.expiresAt],
        )
        await c.query('UPDATE newsletter_subscribers SET expires_at = GREATEST(expires_at, $2) WHERE id = $1', [
          id,
          confirmation.expiresAt,
        ])
        return { mailed: true }
      }),
    )
  }

  private async find(tokenHash: string, lock = '') {
    const [found] = await this.query<{ id: string; status: SubscriberStatus; expiresAt: string }>(
      `SELECT s.id, s.status, m.expires_at AS "expiresAt" FROM newsletter_mails m
       JOIN newsletter_subscribers s ON s.id = m.subscriber_id WHERE m.token_hash = $1 ${lock}`,
      [tokenHash],
    )
    return found
  }

  async linkState(tokenHash: string, now: number) {
    return linkStateOf(await this.find(tokenHash), now)
  }

  async confirm(tokenHash: string, at: Date, policy: string, confirmed?: (signupPage: string | null) => void) {
    // One statement: confirms only a pending sign-up whose link has not expired.
    const [done] = await this.query<{ signup_page: string | null }>(
      `UPDATE newsletter_subscribers s SET status = 'confirmed', confirmed_at = $2, confirm_policy = $3, expires_at = 0
       FROM newsletter_mails m
       WHERE m.token_hash = $1 AND s.id = m.subscriber_id AND s.status = 'pending' AND m.expires_at > $4
       RETURNING s.id, s.signup_page`,
      [tokenHash, at.toISOString(), policy, at.getTime()],
    )
    if (done) confirmed?.(done.signup_page)
    return done ? 'confirmed' : this.linkState(tokenHash, at.getTime())
  }

  async unsubscribe(token: string, at: Date) {
    const updated = await this.query(
      `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, $2)
       WHERE unsubscribe_token = $1 AND status IN ('confirmed', 'unsubscribed') RETURNING id`,
      [token, at.toISOString()],
    )
    if (updated.length > 0) return true
    // A pending sign-up cancelled from its own e-mail is not kept at all (its e-mails go with it: ON DELETE CASCADE).
    const gone = await this.query(`DELETE FROM newsletter_subscribers WHERE unsubscribe_token = $1 RETURNING id`, [
      token,
    ])
    return gone.length > 0
  }

  async purgeExpired(now: number) {
    return this.run(() =>
      transaction(this.store.pool, async (c) => {
        const { rowCount } = await c.query(
          `DELETE FROM newsletter_subscribers WHERE status = 'pending' AND expires_at <= $1`,
          [now],
        )
        await c.query(`DELETE FROM newsletter_mails WHERE expires_at <= $1 AND status <> 'pending'`, [now])
        return rowCount ?? 0
      }),
    )
  }

  async counts() {
    const rows = await this.query<{ status: SubscriberStatus; n: string }>(
      'SELECT status, COUNT(*) AS n FROM newsletter_subscribers GROUP BY status',
    )
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<SubscriberStatus, number>>
  }

  async list({ status, limit }: { status?: SubscriberStatus; limit?: number } = {}) {
    return this.query<Subscriber>(
      `SELECT ${PG_SUBSCRIBER_COLUMNS} FROM newsletter_subscribers WHERE ($1::text IS NULL OR status = $1)
       ORDER BY id DESC LIMIT $2`,
      [status ?? null, limit ?? null],
    )
  }

  /** The pool belongs to the message store, which closes it. */
  async close() {}
}

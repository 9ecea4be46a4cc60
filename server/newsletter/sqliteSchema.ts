/** The newsletter's tables in the contact database (messages.db), as server/postgres/migrations/003_newsletter.sql. */
export const NEWSLETTER_SCHEMA = `
  CREATE TABLE IF NOT EXISTS newsletter_subscribers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
    signed_up_at TEXT NOT NULL,
    signup_page TEXT,
    signup_policy TEXT NOT NULL,
    expires_at INTEGER NOT NULL DEFAULT 0,
    confirmed_at TEXT,
    confirm_policy TEXT,
    unsubscribe_token TEXT NOT NULL UNIQUE,
    unsubscribed_at TEXT
  );
  CREATE INDEX IF NOT EXISTS newsletter_subscribers_pending ON newsletter_subscribers (expires_at) WHERE status = 'pending';
  CREATE TABLE IF NOT EXISTS newsletter_mails (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    subscriber_id INTEGER NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    token TEXT,
    created_at TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at TEXT,
    lease_owner TEXT,
    lease_until INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS newsletter_mails_outbox ON newsletter_mails (next_attempt_at, id) WHERE status = 'pending';
  CREATE INDEX IF NOT EXISTS newsletter_mails_subscriber ON newsletter_mails (subscriber_id);
  CREATE TABLE IF NOT EXISTS data_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    answered_at TEXT NOT NULL,
    action TEXT NOT NULL,
    salt TEXT NOT NULL,
    subject_hash TEXT NOT NULL,
    removed TEXT NOT NULL
  );`

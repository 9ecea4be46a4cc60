-- The newsletter (server/newsletter): one row per address, the confirmation e-mails as an outbox of their own, and the
-- record of answered data requests (server/dataRequest). The same tables as the SQLite store (newsletter/sqliteSchema.ts).
CREATE TABLE newsletter_subscribers (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  signed_up_at timestamptz NOT NULL,
  signup_page text,
  -- The effective date of the privacy policy version in force when the address was signed up, and when it was confirmed.
  signup_policy text NOT NULL,
  -- A pending sign-up is deleted once this (ms epoch: its newest link's expiry) has passed.
  expires_at bigint NOT NULL DEFAULT 0,
  confirmed_at timestamptz,
  confirm_policy text,
  unsubscribe_token text NOT NULL UNIQUE,
  unsubscribed_at timestamptz
);
CREATE INDEX newsletter_subscribers_pending ON newsletter_subscribers (expires_at) WHERE status = 'pending';
CREATE TABLE newsletter_mails (
  id bigserial PRIMARY KEY,
  subscriber_id bigint NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- The link's token, kept only until the e-mail is sent; the hash finds the sign-up when the link is opened.
  token text,
  created_at timestamptz NOT NULL,
  expires_at bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz,
  lease_owner text,
  lease_until bigint NOT NULL DEFAULT 0
);
CREATE INDEX newsletter_mails_outbox ON newsletter_mails (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX newsletter_mails_subscriber ON newsletter_mails (subscriber_id);
-- That a data request was answered, without the address: a hash of it with a salt of its own.
CREATE TABLE data_requests (
  id bigserial PRIMARY KEY,
  answered_at timestamptz NOT NULL,
  action text NOT NULL,
  salt text NOT NULL,
  subject_hash text NOT NULL,
  removed jsonb NOT NULL
);

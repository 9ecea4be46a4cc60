-- The contact messages and their delivery state: the same columns as the SQLite store (server/messages).
CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  idempotency_key text UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'dead', 'spam')),
  spam_reason text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz,
  lease_owner text,
  lease_until bigint NOT NULL DEFAULT 0,
  -- Where a copied message came from (`npm run messages -- copy-to-postgres`), so a second copy adds nothing.
  imported_from text UNIQUE
);
CREATE INDEX messages_outbox ON messages (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX messages_created ON messages (created_at);
-- One row, rewritten by the health check: proves a write can be committed.
CREATE TABLE health (id integer PRIMARY KEY CHECK (id = 1), checked_at bigint NOT NULL);
INSERT INTO health (id, checked_at) VALUES (1, 0);

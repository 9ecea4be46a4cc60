-- The contact rate limits' sliding windows, shared by every instance (server/contact/RateCounters.ts).
CREATE TABLE contact_hits (
  take_id uuid NOT NULL,
  key text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX contact_hits_key ON contact_hits (key, at);
CREATE INDEX contact_hits_take ON contact_hits (take_id);

-- The rate limits keep a keyed hash of each key, never a visitor's address (server/contact/RateCounters.ts): the hits
-- of a day are hashed with that day's secret, made by the first instance that needs it and deleted once no hit hashed
-- with it is left (a day after its day), as the analytics' day secrets are (server/daySecrets.ts).
CREATE TABLE contact_hit_secrets (
  day text PRIMARY KEY,
  secret bytea NOT NULL
);
-- The hits counted before were kept under the address itself: they go (they lived a day at most). TRUNCATE rather than
-- DELETE: the table's files are replaced, so the addresses are not left in dead rows until a vacuum.
TRUNCATE contact_hits;

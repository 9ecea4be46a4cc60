-- First-party analytics (server/analytics): daily totals, never a row per visit. The same tables as the SQLite store
-- (analytics/SqliteAnalyticsStore.ts). Days are yyyy-mm-dd on the policies' calendar (content/policyVersions.ts).
-- Each day's secret for the visitor hash; deleted (with the hashes below) by the first instance that sees the day over.
CREATE TABLE analytics_secrets (
  day text PRIMARY KEY,
  secret bytea NOT NULL
);
-- The keyed hashes seen today, so that a visitor counts once a day (site, page, query) across instances.
CREATE TABLE analytics_seen (
  day text NOT NULL,
  scope text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (day, scope, hash)
);
CREATE TABLE analytics_views (
  day text NOT NULL,
  page text NOT NULL,
  referrer text NOT NULL,
  utm_source text NOT NULL,
  utm_medium text NOT NULL,
  utm_campaign text NOT NULL,
  device text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  -- Visitors new to the site that day (counted on their first view's row), and new to the page that day.
  visitors integer NOT NULL DEFAULT 0,
  page_visitors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, page, referrer, utm_source, utm_medium, utm_campaign, device)
);
CREATE TABLE analytics_not_found (
  day text NOT NULL,
  page text NOT NULL,
  referrer text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, page, referrer)
);
-- query '': searches whose words are not kept (an address or a number typed in; too few visitors once the day is over).
CREATE TABLE analytics_searches (
  day text NOT NULL,
  query text NOT NULL,
  results integer NOT NULL DEFAULT 0,
  searches integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, query)
);
CREATE TABLE analytics_outcomes (
  day text NOT NULL,
  kind text NOT NULL,
  page text NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, kind, page)
);

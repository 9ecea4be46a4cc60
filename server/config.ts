import path from 'node:path'

/** `TRUST_PROXY`: unset/false = no proxy; true; a hop count; or a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim()
  if (v === '' || v === 'false' || v === '0') return false
  if (v === 'true') return true
  if (/^\d+$/.test(v)) return Number(v)
  return v
}

function intOr(value: string | undefined, fallback: number) {
  const n = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}

/** Every setting the server reads, from the environment, with its default. Listed in the README. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = intOr(env.PORT, 3000)
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    siteUrl: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Contact messages a minute per client address; 0 turns every contact limit off (load tests). */
    contactRateLimit: intOr(env.CONTACT_RATE_LIMIT, 5),
    /** Contact messages a day per client address; 0 turns the daily cap off. */
    contactDailyLimit: intOr(env.CONTACT_DAILY_LIMIT, 50),
    /** A form sent sooner than this after the page loaded is treated as spam (when the browser says when). */
    contactMinFillMs: intOr(env.CONTACT_MIN_FILL_MS, 3000),
    /** Searches a minute per client address (each of /search and /api/search); 0 turns the limit off (load tests). */
    searchRateLimit: intOr(env.SEARCH_RATE_LIMIT, 120),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    contactTo: env.CONTACT_TO?.trim() || undefined,
    contactFrom: env.CONTACT_FROM?.trim() || undefined,
    /** Delivery attempts before a message becomes a dead letter. */
    smtpMaxAttempts: Math.max(1, intOr(env.SMTP_MAX_ATTEMPTS, 8)),
    tradeNewsFeeds: (env.TRADE_NEWS_FEEDS ?? '').split(/[\s,]+/).filter(Boolean),
  }
}

export type ServerConfig = ReturnType<typeof readConfig>

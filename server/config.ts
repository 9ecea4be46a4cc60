import net from 'node:net'
import path from 'node:path'
import envSchema from 'env-schema'
import { readNow } from '../content/policyDays'

const whole = (minimum: number, fallback: number, description: string) => ({
  type: 'integer',
  minimum,
  default: fallback,
  description,
})

/**
 * Every setting the server reads, with its default and, as `description`, what it accepts (quoted in the error when a
 * value is wrong). Listed in docs/operating.md, "Settings". An empty variable counts as unset.
 */
const SCHEMA = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000, description: 'a port number from 0 to 65535' },
    HOST: { type: 'string', default: 'localhost', description: 'an address or host name to bind, e.g. 0.0.0.0' },
    DATA_DIR: { type: 'string', default: './data', description: 'a directory' },
    DIST_DIR: { type: 'string', default: './dist', description: 'a directory' },
    SITE_URL: {
      type: 'string',
      pattern: '^https?://[^\\s/]+(/\\S*)?$',
      description: 'an http:// or https:// address such as https://www.ethereal.io',
    },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
      description: 'one of fatal, error, warn, info, debug, trace, silent',
    },
    TRUST_PROXY: {
      type: 'string',
      default: 'false',
      description: 'a hop count (1), proxy addresses or CIDRs (10.0.0.1,10.1.0.0/16), true or false',
    },
    CONTACT_RATE_LIMIT: whole(0, 5, 'a whole number of messages a minute, 0 or more (0 turns the contact limits off)'),
    CONTACT_DAILY_LIMIT: whole(0, 50, 'a whole number of messages a day, 0 or more (0 turns the daily cap off)'),
    CONTACT_POST_LIMIT: whole(0, 30, 'a whole number of posts a minute, 0 or more'),
    CONTACT_NETWORK_LIMIT: whole(0, 20, 'a whole number of messages a minute, 0 or more'),
    CONTACT_MIN_FILL_MS: whole(0, 3000, 'a whole number of milliseconds, 0 or more'),
    SEARCH_RATE_LIMIT: whole(0, 120, 'a whole number of searches a minute, 0 or more (0 turns the limit off)'),
    // The two addresses that may hold a password are checked by urlProblem, which never shows it.
    SMTP_URL: {
      type: 'string',
      description: 'an smtp:// or smtps:// address, e.g. smtps://user:password@smtp.example.com:465',
    },
    CONTACT_TO: { type: 'string', pattern: '@', description: 'an e-mail address' },
    CONTACT_FROM: {
      type: 'string',
      pattern: '@',
      description: 'an e-mail address, optionally with a name: Website <website@example.com>',
    },
    SMTP_MAX_ATTEMPTS: whole(1, 8, 'a whole number of attempts, 1 or more'),
    SMTP_LEASE_SECONDS: whole(1, 600, 'a whole number of seconds, 1 or more'),
    SMTP_CONNECTIONS: whole(1, 3, 'a whole number of connections, 1 or more'),
    SMTP_RETRY_BASE_MS: whole(100, 30_000, 'a whole number of milliseconds, 100 or more'),
    SMTP_RETRY_MAX_MS: whole(100, 3_600_000, 'a whole number of milliseconds, no less than SMTP_RETRY_BASE_MS'),
    SMTP_POLL_MS: whole(100, 60_000, 'a whole number of milliseconds, 100 or more'),
    DATABASE_URL: {
      type: 'string',
      description: 'a PostgreSQL address, postgres://user:password@host:5432/database (TLS: ?sslmode=require)',
    },
    PG_POOL_SIZE: whole(1, 10, 'a whole number of connections, 1 or more'),
    PG_STATEMENT_TIMEOUT_MS: whole(100, 5000, 'a whole number of milliseconds, 100 or more'),
    TRADE_NEWS_FEEDS: { type: 'string', default: '', description: 'feed addresses separated by commas or spaces' },
    TRADE_NEWS_TIMEOUT_MS: {
      ...whole(100, 3000, 'a whole number of milliseconds from 100 to 3000'),
      maximum: 3000,
    },
    REQUEST_TIMEOUT_MS: whole(100, 10_000, 'a whole number of milliseconds, 100 or more'),
    METRICS_PORT: {
      type: 'integer',
      minimum: 1,
      maximum: 65535,
      description: 'a port number from 1 to 65535, other than PORT (unset: no metrics are served)',
    },
    METRICS_HOST: {
      type: 'string',
      default: '127.0.0.1',
      description: 'an address to bind the metrics to, e.g. 127.0.0.1 or a private network address',
    },
    ANALYTICS_PASSWORD_HASH: {
      type: 'string',
      pattern: '^scrypt\\$\\d+\\$\\d+\\$\\d+\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$',
      description: 'the line `npm run analytics -- hash-password` prints (scrypt$…), never the password itself',
    },
    OPERATOR_ACCOUNTS_FILE: {
      type: 'string',
      description: "a file path for the operators' accounts (unset: operators.json in DATA_DIR)",
    },
    OPERATOR_SESSION_SECRET: {
      type: 'string',
      pattern: '^\\S{32,}$',
      description:
        '32 characters or more, no space (e.g. `openssl rand -base64 32`); unset: a random secret at each start, so several instances need it set',
    },
    EDITOR_CHECKOUT: { type: 'string', description: "a directory: the web editor's own git checkout of the site" },
    EDITOR_REMOTE: {
      type: 'string',
      description: 'a git remote the editor clones and publishes to, e.g. git@github.com:ethereal/website.git',
    },
    ANALYTICS_RETENTION_MONTHS: whole(1, 25, 'a whole number of months, 1 or more'),
    ANALYTICS_FLUSH_SECONDS: whole(1, 10, 'a whole number of seconds, 1 or more'),
    NOW: {
      type: 'string',
      description:
        'test-only: a date (2027-01-02, noon UTC) or a date-time (2026-12-07T08:00:00Z); unset in production',
    },
    NOW_FILE: {
      type: 'string',
      description: 'test-only, with NOW: a file a test writes a date-time (as NOW) into to move the clock on',
    },
  },
} as const

type Env = {
  PORT: number
  HOST: string
  DATA_DIR: string
  DIST_DIR: string
  SITE_URL?: string
  LOG_LEVEL: string
  TRUST_PROXY: string
  CONTACT_RATE_LIMIT: number
  CONTACT_DAILY_LIMIT: number
  DATABASE_URL?: string
  PG_POOL_SIZE: number
  PG_STATEMENT_TIMEOUT_MS: number
  CONTACT_POST_LIMIT: number
  CONTACT_NETWORK_LIMIT: number
  CONTACT_MIN_FILL_MS: number
  SEARCH_RATE_LIMIT: number
  SMTP_URL?: string
  CONTACT_TO?: string
  CONTACT_FROM?: string
  SMTP_MAX_ATTEMPTS: number
  SMTP_LEASE_SECONDS: number
  SMTP_CONNECTIONS: number
  SMTP_RETRY_BASE_MS: number
  SMTP_RETRY_MAX_MS: number
  SMTP_POLL_MS: number
  TRADE_NEWS_FEEDS: string
  TRADE_NEWS_TIMEOUT_MS: number
  REQUEST_TIMEOUT_MS: number
  METRICS_PORT?: number
  METRICS_HOST: string
  ANALYTICS_PASSWORD_HASH?: string
  OPERATOR_ACCOUNTS_FILE?: string
  OPERATOR_SESSION_SECRET?: string
  EDITOR_CHECKOUT?: string
  EDITOR_REMOTE?: string
  ANALYTICS_RETENTION_MONTHS: number
  ANALYTICS_FLUSH_SECONDS: number
  NOW?: string
  NOW_FILE?: string
}

/** A setting with a value the server cannot use; the message names the variable and what it accepts. */
export class ConfigError extends Error {
  constructor(messages: string[]) {
    super(messages.join('\n'))
    this.name = 'ConfigError'
  }
}

/**
 * The text with every secret an address may carry masked: the password of its user info (`user:***@host`, with or
 * without a scheme before it) and the value of a parameter named like a password, token or key. For anything shown or
 * logged: a log usually ends up in a log system many people read.
 */
export function withoutSecrets(text: string) {
  return text
    .replace(/((?:\b[a-z][a-z\d+.-]*:\/\/|^)[^:/?#@\s]*:)[^]*@/gi, '$1***@')
    .replace(/([?&;][^=&#\s]*(pass|token|secret|key|sig|auth)[^=&#\s]*=)[^&#\s]*/gi, '$1***')
}

const accepts = (name: string) =>
  (SCHEMA.properties as Record<string, { description: string }>)[name]?.description ?? 'another value'
/** Settings whose value is never shown, even when it is wrong (a password's hash can be attacked offline). */
const HIDDEN = new Set(['ANALYTICS_PASSWORD_HASH', 'OPERATOR_SESSION_SECRET'])
const invalid = (name: string, value: unknown, problem?: string) =>
  `${name}=${JSON.stringify(HIDDEN.has(name) ? '***' : withoutSecrets(String(value)))} is not valid: ${problem ? `${problem}; ` : ''}expected ${accepts(name)}.`

/** The addresses that may hold a password, and the schemes each takes. */
const URL_SETTINGS = { DATABASE_URL: ['postgres:', 'postgresql:'], SMTP_URL: ['smtp:', 'smtps:'] }

/** What is wrong with an address setting, in words that never repeat its password; undefined when nothing is. */
function urlProblem(value: string, schemes: string[]) {
  if (/\s/.test(value)) return 'it contains a space (inside a password, write it as %20)'
  const scheme = /^([a-z][a-z\d+.-]*:)\/\//i.exec(value)?.[1]?.toLowerCase()
  if (!scheme || !schemes.includes(scheme)) return `it does not start with ${schemes.map((s) => `${s}//`).join(' or ')}`
  if (!URL.canParse(value))
    return 'it is not a well-formed address (check the host and the port; inside the user name or password write / ? # as %2F %3F %23)'
  return undefined
}

/** Proxy-addr's names for address ranges, accepted in TRUST_PROXY as they are by Fastify. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrCidr(entry: string) {
  if (RANGE_NAMES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const family = net.isIP(address ?? '')
  if (!family || rest.length) return false
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

/**
 * `TRUST_PROXY`: off; a hop count (the number of proxies in front: the client is that many addresses from the right
 * of X-Forwarded-For); the proxies' addresses; or `true`, which trusts the leftmost address, one the client writes.
 */
function parseTrustProxy(value: string, warnings: string[]): boolean | number | string {
  const v = value.trim()
  if (v === 'false' || v === '0') return false
  if (v === 'true') {
    warnings.push(
      'TRUST_PROXY=true trusts the leftmost X-Forwarded-For address, which any client can write: ' +
        'set the hop count (1) or the proxy addresses instead.',
    )
    return true
  }
  if (/^\d+$/.test(v)) return Number(v)
  const entries = v.split(',').map((e) => e.trim())
  if (entries.some((e) => !isAddressOrCidr(e))) throw new ConfigError([invalid('TRUST_PROXY', value)])
  return entries.join(',')
}

/**
 * Every setting the server reads, from the environment, validated: a value that is not what the setting accepts
 * throws a ConfigError naming it (the server then refuses to start), never a silent fallback to the default.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const given = Object.fromEntries(
    Object.keys(SCHEMA.properties)
      .map((name): [string, string | undefined] => [name, env[name]?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  )
  const problems: string[] = []
  let e: Env | undefined
  try {
    e = envSchema<Env>({ schema: structuredClone(SCHEMA) as object, data: given, env: false })
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string }[] }).errors
    if (!errors) throw error
    const names = [...new Set(errors.map((p) => p.instancePath.replace(/^\//, '')))]
    problems.push(...names.map((name) => invalid(name, given[name])))
  }
  for (const [name, schemes] of Object.entries(URL_SETTINGS)) {
    const problem = given[name] === undefined ? undefined : urlProblem(given[name], schemes)
    if (problem) problems.push(invalid(name, given[name], problem))
  }
  if (e && e.METRICS_PORT === e.PORT) problems.push(invalid('METRICS_PORT', given.METRICS_PORT))
  if (e?.NOW !== undefined && !readNow(e.NOW)) problems.push(invalid('NOW', e.NOW))
  if (e?.NOW_FILE !== undefined && e.NOW === undefined) problems.push(invalid('NOW_FILE', e.NOW_FILE, 'NOW is not set'))
  if (e && e.SMTP_RETRY_MAX_MS < e.SMTP_RETRY_BASE_MS)
    problems.push(
      invalid('SMTP_RETRY_MAX_MS', e.SMTP_RETRY_MAX_MS, `it is less than SMTP_RETRY_BASE_MS=${e.SMTP_RETRY_BASE_MS}`),
    )
  if (!e || problems.length) throw new ConfigError(problems)
  const warnings: string[] = []
  if (e.NOW)
    warnings.push(
      `NOW=${e.NOW} is set: the site's calendar runs on a test clock, not the real date. Never set it in production.`,
    )
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    distDir: path.resolve(e.DIST_DIR),
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY, warnings),
    /** Contact messages a minute per client address; 0 turns every contact limit off (load tests). */
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    /** Contact messages a day per client address; 0 turns the daily cap off. */
    contactDailyLimit: e.CONTACT_DAILY_LIMIT,
    /** All contact posts a minute per client address, invalid ones included; never below CONTACT_RATE_LIMIT. */
    contactPostLimit: e.CONTACT_POST_LIMIT,
    /** Contact messages a minute per network (IPv4 /24, IPv6 /48), against address rotation; never below CONTACT_RATE_LIMIT. */
    contactNetworkLimit: e.CONTACT_NETWORK_LIMIT,
    /** A form sent sooner than this after the page loaded is treated as spam (when the browser says when). */
    contactMinFillMs: e.CONTACT_MIN_FILL_MS,
    /** Searches a minute per client address (each of /search and /api/search); 0 turns the limit off (load tests). */
    searchRateLimit: e.SEARCH_RATE_LIMIT,
    smtpUrl: e.SMTP_URL,
    contactTo: e.CONTACT_TO,
    contactFrom: e.CONTACT_FROM,
    /** Delivery attempts before a message becomes a dead letter. */
    smtpMaxAttempts: e.SMTP_MAX_ATTEMPTS,
    /** How long a sender holds a claimed message before another process may take it over (its sender died). */
    smtpLeaseMs: e.SMTP_LEASE_SECONDS * 1000,
    /** SMTP connections each outbox keeps open to the relay, one e-mail at a time on each. */
    smtpConnections: e.SMTP_CONNECTIONS,
    /** Each outbox's wait before it tries a failed e-mail again, doubled at every attempt (with jitter) up to the most. */
    smtpRetryBaseMs: e.SMTP_RETRY_BASE_MS,
    smtpRetryMaxMs: e.SMTP_RETRY_MAX_MS,
    /** How often each outbox looks for e-mails it was not told about (a `messages retry`, another instance's). */
    smtpPollMs: e.SMTP_POLL_MS,
    /** PostgreSQL for the messages, the outbox and the rate limits (several instances); unset: SQLite in DATA_DIR. */
    databaseUrl: e.DATABASE_URL,
    pgPoolSize: e.PG_POOL_SIZE,
    pgStatementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
    tradeNewsFeeds: e.TRADE_NEWS_FEEDS.split(/[\s,]+/).filter(Boolean),
    /** The longest a feed may take to answer whole; past it, its last good items are kept. */
    tradeNewsTimeoutMs: e.TRADE_NEWS_TIMEOUT_MS,
    /**
     * A request must arrive whole (headers and body) within this time; a connection idle for twice as long is closed,
     * and a shutdown cuts the connections still open after half of it.
     */
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** The Prometheus metrics' own listener (never the public port); unset: none. */
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    /** The marketing team's dashboard password, as an scrypt hash (server/operators/password.ts); unset: no login. */
    analyticsPasswordHash: e.ANALYTICS_PASSWORD_HASH,
    /** The operators' accounts (server/operators/accounts.ts), read at each sign-in and each signed-in request. */
    operatorAccountsFile: path.resolve(e.OPERATOR_ACCOUNTS_FILE ?? path.join(e.DATA_DIR, 'operators.json')),
    /** The key the operators' session cookies are signed with (with each account's hash); unset: random per start. */
    operatorSessionSecret: e.OPERATOR_SESSION_SECRET,
    /**
     * The web editor (server/editor/plugin.ts) on the operators' listener: its git checkout, cloned from EDITOR_REMOTE
     * when missing, where saves are committed and from which Publish pushes; unset: no editor.
     */
    editorCheckout: e.EDITOR_CHECKOUT === undefined ? undefined : path.resolve(e.EDITOR_CHECKOUT),
    editorRemote: e.EDITOR_REMOTE,
    /** Daily totals older than this many months are deleted. */
    analyticsRetentionMonths: e.ANALYTICS_RETENTION_MONTHS,
    /** Counts are kept in memory and written this often: what a killed instance loses at most. */
    analyticsFlushMs: e.ANALYTICS_FLUSH_SECONDS * 1000,
    /** Test-only: the site's calendar starts at this moment and moves on (server/site/siteClock.ts); unset: the real date. */
    now: e.NOW === undefined ? undefined : readNow(e.NOW),
    /** Test-only, with NOW: a file whose date-time, once written, moves that clock on. */
    nowFile: e.NOW_FILE,
    /** Settings that work but are probably wrong; logged at start. */
    warnings,
  }
}

export type ServerConfig = ReturnType<typeof readConfig>

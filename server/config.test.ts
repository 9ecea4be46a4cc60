import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig, withoutSecrets } from './config'

const error = (env: Record<string, string>) => {
  try {
    readConfig(env)
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError)
    return (e as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(env)}`)
}

describe('settings', () => {
  it('has a default for everything but the SMTP settings, and treats an empty variable as unset', () => {
    const config = readConfig({ PORT: '', SMTP_URL: ' ' })
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('data'),
      siteUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      contactRateLimit: 5,
      contactDailyLimit: 50,
      smtpUrl: undefined,
      smtpMaxAttempts: 8,
      smtpLeaseMs: 600_000,
      smtpRetryBaseMs: 30_000,
      smtpRetryMaxMs: 3_600_000,
      smtpPollMs: 60_000,
      tradeNewsFeeds: [],
      tradeNewsTimeoutMs: 3000,
      requestTimeoutMs: 10_000,
      warnings: [],
    })
  })

  it('reads numbers, addresses and lists', () => {
    const config = readConfig({
      PORT: '8080',
      CONTACT_RATE_LIMIT: '0',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      TRADE_NEWS_FEEDS: 'https://a.example/feed, https://b.example/rss',
    })
    expect(config).toMatchObject({
      port: 8080,
      contactRateLimit: 0,
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      tradeNewsFeeds: ['https://a.example/feed', 'https://b.example/rss'],
    })
  })

  it('refuses a value the setting does not accept, naming the setting and what it accepts', () => {
    expect(error({ PORT: 'abc' })).toBe('PORT="abc" is not valid: expected a port number from 0 to 65535.')
    expect(error({ PORT: '70000' })).toContain('PORT="70000"')
    expect(error({ CONTACT_RATE_LIMIT: '-1' })).toBe(
      'CONTACT_RATE_LIMIT="-1" is not valid: expected a whole number of messages a minute, 0 or more (0 turns the contact limits off).',
    )
    expect(error({ SMTP_MAX_ATTEMPTS: '0' })).toContain('SMTP_MAX_ATTEMPTS="0"')
    expect(error({ LOG_LEVEL: 'verbose' })).toContain('one of fatal, error, warn, info, debug, trace, silent')
    expect(error({ SMTP_URL: 'http://smtp.example.com' })).toContain('an smtp:// or smtps:// address')
    expect(error({ SITE_URL: 'www.ethereal.io' })).toContain('SITE_URL="www.ethereal.io"')
    expect(error({ TRUST_PROXY: 'yes' })).toContain('a hop count (1), proxy addresses or CIDRs')
    expect(error({ TRUST_PROXY: '10.0.0.0/33' })).toContain('TRUST_PROXY')
    // Every wrong setting at once, one a line.
    expect(error({ PORT: 'x', CONTACT_DAILY_LIMIT: 'lots' }).split('\n')).toHaveLength(2)
  })

  it('takes the waits tests shorten in milliseconds, within bounds', () => {
    expect(
      readConfig({
        SMTP_RETRY_BASE_MS: '100',
        SMTP_RETRY_MAX_MS: '100',
        SMTP_POLL_MS: '250',
        TRADE_NEWS_TIMEOUT_MS: '500',
        REQUEST_TIMEOUT_MS: '1000',
      }),
    ).toMatchObject({
      smtpRetryBaseMs: 100,
      smtpRetryMaxMs: 100,
      smtpPollMs: 250,
      tradeNewsTimeoutMs: 500,
      requestTimeoutMs: 1000,
    })
    expect(error({ SMTP_RETRY_BASE_MS: '10' })).toBe(
      'SMTP_RETRY_BASE_MS="10" is not valid: expected a whole number of milliseconds, 100 or more.',
    )
    expect(error({ SMTP_RETRY_BASE_MS: '2000', SMTP_RETRY_MAX_MS: '1000' })).toBe(
      'SMTP_RETRY_MAX_MS="1000" is not valid: it is less than SMTP_RETRY_BASE_MS=2000; expected a whole number of milliseconds, no less than SMTP_RETRY_BASE_MS.',
    )
    // A ceiling under the default base (30 s) needs a base of its own.
    expect(error({ SMTP_RETRY_MAX_MS: '1000' })).toContain('SMTP_RETRY_MAX_MS="1000"')
    expect(error({ SMTP_POLL_MS: '0' })).toContain('SMTP_POLL_MS="0"')
    expect(error({ TRADE_NEWS_TIMEOUT_MS: '5000' })).toBe(
      'TRADE_NEWS_TIMEOUT_MS="5000" is not valid: expected a whole number of milliseconds from 100 to 3000.',
    )
    expect(error({ REQUEST_TIMEOUT_MS: '1.5' })).toContain('REQUEST_TIMEOUT_MS="1.5"')
  })

  it('takes NOW and NOW_FILE (test-only) together, and warns that the clock is not the real one', () => {
    expect(readConfig({}).now).toBeUndefined()
    const testing = readConfig({ NOW: '2027-01-02', NOW_FILE: '/tmp/now' })
    expect(testing).toMatchObject({ now: new Date('2027-01-02T12:00:00Z'), nowFile: '/tmp/now' })
    expect(testing.warnings.join()).toContain('NOW=2027-01-02 is set')
    expect(readConfig({ NOW: '2026-12-07T08:00:00Z' }).now).toEqual(new Date('2026-12-07T08:00:00Z'))
    expect(error({ NOW: 'tomorrow' })).toContain('NOW="tomorrow" is not valid: expected test-only: a date')
    expect(error({ NOW: '2027-13-01' })).toContain('NOW="2027-13-01"')
    expect(error({ NOW_FILE: '/tmp/now' })).toContain('NOW_FILE="/tmp/now" is not valid: NOW is not set')
  })

  it('never shows the password of an address it refuses: names the setting and what is wrong', () => {
    expect(error({ DATABASE_URL: 'postgresql://app:S3cret pass@db/site' })).toBe(
      'DATABASE_URL="postgresql://app:***@db/site" is not valid: it contains a space (inside a password, write it as %20); ' +
        'expected a PostgreSQL address, postgres://user:password@host:5432/database (TLS: ?sslmode=require).',
    )
    const refused: Record<string, Record<string, string>[]> = {
      'it contains a space': [{ SMTP_URL: 'smtps://mailer:S3cret pass@smtp.example.com:465' }],
      'it does not start with postgres:// or postgresql://': [
        { DATABASE_URL: 'mysql://app:S3cret@db/site' },
        { DATABASE_URL: 'app:S3cret@db/site' },
      ],
      'it does not start with smtp:// or smtps://': [{ SMTP_URL: 'https://mailer:S3cret@smtp.example.com' }],
      'it is not a well-formed address': [
        { DATABASE_URL: 'postgres://app:S3cret@db:notaport/site' },
        { DATABASE_URL: 'postgres://app:S3c/ret@db/site' },
        { DATABASE_URL: 'postgres://db:x/site?password=S3cret' },
        { SMTP_URL: 'smtp://mailer:S3c#ret@smtp.example.com' },
      ],
    }
    for (const [problem, envs] of Object.entries(refused))
      for (const env of envs) {
        const message = error(env)
        expect(message, JSON.stringify(env)).toContain(`${Object.keys(env)[0]}="`)
        expect(message, JSON.stringify(env)).toContain(`is not valid: ${problem}`)
        expect(message, JSON.stringify(env)).not.toContain('S3c')
      }
  })

  it('takes a password with @ or % in it as PostgreSQL does', () => {
    const url = 'postgres://app:p@ss%w0rd@db.internal:5432/site?sslmode=require'
    expect(readConfig({ DATABASE_URL: url }).databaseUrl).toBe(url)
  })

  it('masks the secrets an address may carry wherever it is shown', () => {
    expect(withoutSecrets('postgres://app:p@ss@db/site')).toBe('postgres://app:***@db/site')
    expect(withoutSecrets('https://feeds.example/rss?token=abc&lang=en')).toBe(
      'https://feeds.example/rss?token=***&lang=en',
    )
    expect(withoutSecrets('postgres://db/site?sslmode=require&password=abc')).toBe(
      'postgres://db/site?sslmode=require&password=***',
    )
    expect(withoutSecrets('https://www.ethereal.io/about')).toBe('https://www.ethereal.io/about')
  })

  it('serves no metrics unless METRICS_PORT is set, and then on loopback unless told otherwise', () => {
    expect(readConfig({})).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1' })
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
    })
    expect(error({ METRICS_PORT: 'yes' })).toContain('METRICS_PORT="yes" is not valid: expected a port number')
    // On the public port the metrics would be public.
    expect(error({ PORT: '8080', METRICS_PORT: '8080' })).toBe(
      'METRICS_PORT="8080" is not valid: expected a port number from 1 to 65535, other than PORT (unset: no metrics are served).',
    )
  })

  it('keeps the operators’ accounts in DATA_DIR unless told otherwise, and never shows the session secret', () => {
    expect(readConfig({ DATA_DIR: '/srv/site' })).toMatchObject({
      operatorAccountsFile: path.resolve('/srv/site/operators.json'),
      operatorSessionSecret: undefined,
    })
    const secret = 'x'.repeat(40)
    expect(
      readConfig({ OPERATOR_ACCOUNTS_FILE: '/etc/site/operators.json', OPERATOR_SESSION_SECRET: secret }),
    ).toMatchObject({ operatorAccountsFile: path.resolve('/etc/site/operators.json'), operatorSessionSecret: secret })
    expect(error({ OPERATOR_SESSION_SECRET: 'short-secret' })).toContain(
      'OPERATOR_SESSION_SECRET="***" is not valid: expected 32 characters or more',
    )
  })

  it('takes a hop count or proxy addresses for TRUST_PROXY, and warns about true', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toBe(
      '10.0.0.1,10.1.0.0/16,::1,loopback',
    )
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    const trusting = readConfig({ TRUST_PROXY: 'true' })
    expect(trusting.trustProxy).toBe(true)
    expect(trusting.warnings.join()).toContain('TRUST_PROXY=true trusts the leftmost X-Forwarded-For address')
  })
})

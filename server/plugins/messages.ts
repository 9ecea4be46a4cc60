import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerConfig } from '../config'
import { countingFailures } from '../metrics/metrics'
import { PgCounters } from '../contact/PgCounters'
import { SqliteCounters, type RateCounters } from '../contact/RateCounters'
import type { MessageStore } from '../messages/MessageStore'
import { Outbox, type OutboxOptions } from '../messages/Outbox'
import { SentLog } from '../messages/SentLog'
import { PgMessageStore } from '../messages/PgMessageStore'
import { SqliteMessageStore } from '../messages/SqliteMessageStore'

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageStore
    /** Opens the contact rate counters in the same database as the messages, so every instance meets the same limits. */
    openRateCounters: () => RateCounters
    /** Present when SMTP settings are given. Delivers once `start()` is called: on listen, or by a test. */
    outbox?: Outbox
  }
}

/** What both outboxes (contact messages, newsletter confirmations) take from the settings. */
export const outboxSettings = (config: ServerConfig) =>
  ({
    maxAttempts: config.smtpMaxAttempts,
    baseDelayMs: config.smtpRetryBaseMs,
    maxDelayMs: config.smtpRetryMaxMs,
    pollMs: config.smtpPollMs,
    leaseMs: config.smtpLeaseMs,
    connections: config.smtpConnections,
  }) satisfies Partial<OutboxOptions>

/**
 * How long a request may wait for another process's write lock. better-sqlite3 waits synchronously, holding the
 * event loop, so this is short; a request that meets a longer lock is answered 503 and the outbox retries later.
 */
const REQUEST_BUSY_TIMEOUT_MS = 250

/**
 * The contact message store (SQLite in DATA_DIR) and, when SMTP is configured, the outbox that e-mails every message.
 * A database that cannot be opened does not stop the site: the store reports it, answers 503 and opens it later.
 */
export const messagesPlugin = fp(async (app: FastifyInstance, { config }: { config: ServerConfig }) => {
  const databaseErrors = app.metrics.databaseErrors
  const opened = config.databaseUrl
    ? new PgMessageStore(config.databaseUrl, {
        max: config.pgPoolSize,
        statementTimeoutMs: config.pgStatementTimeoutMs,
        onError: (error) => {
          databaseErrors.inc({ operation: 'idle-connection' })
          app.log.warn({ err: error }, 'a PostgreSQL connection broke; the pool opens a new one')
        },
      })
    : new SqliteMessageStore(config.dataDir, {
        busyTimeoutMs: REQUEST_BUSY_TIMEOUT_MS,
        onOpenError: (error) =>
          app.log.error(
            { err: error, dataDir: config.dataDir },
            'the contact database cannot be opened; pages are served, contact messages are answered 503',
          ),
      })
  // Every failed call counts in the metrics, whoever made it (a request, the outbox, the health check).
  const store = countingFailures(opened, (operation) => databaseErrors.inc({ operation }), ['mail'])
  if (store instanceof PgMessageStore) {
    // Migrate at start (once across instances); a database that is down is migrated on the first use after it is up.
    app.addHook('onReady', async () => {
      await store
        .ready()
        .catch((error) =>
          app.log.error(
            { err: error },
            'PostgreSQL is unavailable; pages are served, contact messages are answered 503',
          ),
        )
    })
  }
  app.decorate('messages', store as MessageStore)
  app.decorate('openRateCounters', () =>
    store instanceof PgMessageStore ? new PgCounters(store) : new SqliteCounters(config.dataDir),
  )

  const { smtpUrl, contactTo, contactFrom } = config
  if (smtpUrl && contactTo && contactFrom) {
    const domain = /@([^\s>]+)>?\s*$/.exec(contactFrom)?.[1] ?? new URL(config.siteUrl).hostname
    const outbox = new Outbox(store.mail, {
      ...outboxSettings(config),
      smtpUrl,
      to: contactTo,
      from: contactFrom,
      domain,
      sentLog: new SentLog(config.dataDir),
      log: app.log,
    })
    app.decorate('outbox', outbox)
    // Not onReady: a second process that then fails to bind its port must not have begun sending.
    app.addHook('onListen', async () => outbox.start())
  } else {
    app.log.info(
      'SMTP_URL, CONTACT_TO or CONTACT_FROM not set: contact messages stay in the database (npm run messages)',
    )
  }

  // Runs after the server has stopped accepting and requests in flight are done: finish the e-mail being sent, then close the database.
  app.addHook('onClose', async () => {
    await app.outbox?.stop()
    await store.close()
    app.log.info('contact database closed')
  })
})

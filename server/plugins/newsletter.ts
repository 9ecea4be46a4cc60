import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Outbox } from '../messages/Outbox'
import { PgMessageStore } from '../messages/PgMessageStore'
import { SentLog } from '../messages/SentLog'
import { confirmationMail } from '../newsletter/confirmationMail'
import type { ClaimedConfirmation, NewsletterStore } from '../newsletter/NewsletterStore'
import { PgNewsletterStore } from '../newsletter/PgNewsletterStore'
import { SqliteNewsletterStore } from '../newsletter/SqliteNewsletterStore'
import type { ServerConfig } from '../config'
import { outboxSettings } from './messages'

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterStore
    /** Sends the confirmation e-mails; present when SMTP_URL and CONTACT_FROM are set. */
    newsletterOutbox?: Outbox<ClaimedConfirmation>
  }
}

/** Unconfirmed sign-ups whose link has expired are deleted at start and this often. */
const PURGE_EVERY_MS = 60 * 60_000

/**
 * The newsletter's store, beside the contact messages (the same SQLite file or PostgreSQL database), its outbox of
 * confirmation e-mails (the contact outbox's machinery: claimed with a lease, e-mailed once) and the hourly deletion of
 * sign-ups nobody confirmed.
 */
export const newsletterPlugin = fp(async (app: FastifyInstance, { config }: { config: ServerConfig }) => {
  const store: NewsletterStore =
    app.messages instanceof PgMessageStore
      ? new PgNewsletterStore(app.messages)
      : new SqliteNewsletterStore(config.dataDir, { busyTimeoutMs: 250 })
  app.decorate('newsletter', store)

  const { smtpUrl, contactFrom } = config
  if (smtpUrl && contactFrom) {
    const domain = /@([^\s>]+)>?\s*$/.exec(contactFrom)?.[1] ?? new URL(config.siteUrl).hostname
    const outbox = new Outbox<ClaimedConfirmation>(store.mail, {
      ...outboxSettings(config),
      smtpUrl,
      compose: (m) => confirmationMail(m, { from: contactFrom, siteUrl: config.siteUrl, domain }),
      from: contactFrom,
      to: '',
      domain,
      sentLog: new SentLog(config.dataDir),
      log: app.log.child({ outbox: 'newsletter' }),
    })
    app.decorate('newsletterOutbox', outbox)
    app.addHook('onListen', async () => outbox.start())
  } else {
    app.log.info('SMTP_URL or CONTACT_FROM not set: newsletter confirmation e-mails wait in the database')
  }

  let timer: NodeJS.Timeout | undefined
  const purge = () =>
    store
      .purgeExpired(app.siteClock.now().getTime())
      .then((removed) => removed > 0 && app.log.info({ removed }, 'newsletter: expired sign-ups deleted'))
      .catch((error) => app.log.error({ err: error }, 'newsletter: could not delete expired sign-ups; trying later'))
  app.addHook('onListen', async () => {
    await purge()
    timer = setInterval(() => void purge(), PURGE_EVERY_MS)
    timer.unref()
  })

  app.addHook('onClose', async () => {
    clearInterval(timer)
    await app.newsletterOutbox?.stop()
    await store.close()
  })
})

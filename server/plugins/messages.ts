import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerConfig } from '../config'
import { MessageStore } from '../messages/MessageStore'
import { Outbox, type OutboxOptions } from '../messages/Outbox'

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageStore
    /** Present when SMTP settings are given. */
    outbox?: Outbox
  }
}

export type MessagesPluginOptions = { config: ServerConfig; outbox?: Partial<Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs' | 'pollMs'>> }

/** The contact message store (SQLite in DATA_DIR) and, when SMTP is configured, the outbox that e-mails every message. */
export const messagesPlugin = fp(async (app: FastifyInstance, { config, outbox: tuning }: MessagesPluginOptions) => {
  const store = new MessageStore(config.dataDir)
  app.decorate('messages', store)

  const { smtpUrl, contactTo, contactFrom } = config
  if (smtpUrl && contactTo && contactFrom) {
    const domain = /@([^\s>]+)>?\s*$/.exec(contactFrom)?.[1] ?? new URL(config.siteUrl).hostname
    const outbox = new Outbox(store, { smtpUrl, to: contactTo, from: contactFrom, domain, maxAttempts: config.smtpMaxAttempts, log: app.log, ...tuning })
    app.decorate('outbox', outbox)
    app.addHook('onReady', async () => outbox.kick())
  } else {
    app.log.info('SMTP_URL, CONTACT_TO or CONTACT_FROM not set: contact messages stay in the database (npm run messages)')
  }

  // Runs after the server has stopped accepting and requests in flight are done: finish the e-mail being sent, then close the database.
  app.addHook('onClose', async () => {
    await app.outbox?.stop()
    store.close()
  })
})

import { buildApp } from './app'
import { readConfig } from './config'

const config = readConfig()
const app = await buildApp(config, { logger: true })

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // Never hang forever on a stuck connection or SMTP server.
    setTimeout(() => {
      app.log.error('shutdown took longer than 30 s; exiting')
      process.exit(1)
    }, 30_000).unref()
    // Stop accepting, let requests in flight finish, then the onClose hooks: the e-mail being sent, the database.
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error, 'error while shutting down')
        process.exit(1)
      },
    )
  })
}

await app.listen({ port: config.port, host: config.host })
app.log.info({ dataDir: config.dataDir, smtp: Boolean(app.outbox), feeds: config.tradeNewsFeeds.length, contactRateLimit: config.contactRateLimit }, 'ready')

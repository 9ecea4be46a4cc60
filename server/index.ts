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
    // Stop accepting, let requests in flight finish, then release resources registered with onClose.
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

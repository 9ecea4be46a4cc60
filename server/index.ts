import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, readConfig, type ServerConfig } from './config'
import { readableLog } from './readableLog'

/** Past this, the process exits even if something still hangs (SMTP); the outbox's lease covers an unfinished send. */
const SHUTDOWN_LIMIT_MS = 25_000

let config: ServerConfig
try {
  config = readConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`The server cannot start, a setting is wrong:\n${error.message}`)
  process.exit(1)
}

// A person at a terminal (`npm start`) reads lines; anything else (a service manager, a container, a file) reads JSON.
const app = await buildApp(config, {
  logger: process.stdout.isTTY ? { level: config.logLevel, stream: readableLog() } : true,
})
for (const warning of config.warnings) app.log.warn(warning)

// A rejected promise nobody awaited is a bug to fix, not a reason to take every page down: it is logged, and the
// site keeps serving (close-with-grace would exit on it).
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'))

closeWithGrace(
  {
    delay: SHUTDOWN_LIMIT_MS,
    // A fault signal is no request to stop: a handler returns to the faulting instruction, which faults again, for
    // ever. Seen when the terminal of `npm start` closed: Node's exit could not restore the gone terminal, crashed, and
    // spun at full CPU instead of ending.
    skip: ['unhandledRejection', 'SIGSEGV', 'SIGBUS', 'SIGFPE', 'SIGILL'],
    logger: false,
    onTimeout: () => app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`),
    onSecondSignal: (signal) => app.log.error({ signal }, 'second signal; exiting now'),
  },
  async ({ signal, err }) => {
    if (err) app.log.fatal({ err }, 'uncaught exception; shutting down')
    else app.log.info({ signal }, 'shutting down')
    // Stop accepting, let requests in flight finish, then the onClose hooks: the e-mail being sent, the database.
    // Idle keep-alive connections close at once (Fastify); the rest (stalled bodies, slow readers) are cut after a grace
    // period of half a request's allowance (REQUEST_TIMEOUT_MS), so the hooks run.
    const cut = setTimeout(() => {
      app.log.warn('closing the connections still open after the grace period')
      app.server.closeAllConnections()
    }, config.requestTimeoutMs / 2)
    cut.unref()
    await app.close()
    app.log.info('stopped')
  },
)

await app.listen({ port: config.port, host: config.host })
app.log.info(
  {
    dataDir: config.dataDir,
    smtp: Boolean(app.outbox),
    feeds: config.tradeNewsFeeds.length,
    contactRateLimit: config.contactRateLimit,
  },
  'ready',
)

import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { compressionPlugin } from './compression'
import type { ServerConfig } from '../config'
import { PgMessageStore } from '../messages/PgMessageStore'
import { collectProcessMetrics, createMetrics, type Metrics } from '../metrics/metrics'
import { operatorAuth } from '../operators/auth'

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' metrics, counted whether or not they are served (METRICS_PORT). */
    metrics: Metrics
    /** The operators' listener's own app (METRICS_PORT): present only when it is set. */
    operators?: FastifyInstance
  }
  interface FastifyContextConfig {
    /** The route's name in the metrics when its pattern is not a good one (every pre-rendered page is `page`). */
    metricsRoute?: string
  }
}

/**
 * The operators' metrics in Prometheus's text format: every request's route, status and time as it is answered, and,
 * read on each scrape, the outbox from the database and the PostgreSQL pool. With METRICS_PORT set they are served at
 * `/metrics` by a small app of their own on METRICS_HOST (loopback by default), never on the public port; it opens
 * before the site listens and closes with it. Other plugins add their operators' pages to it (`app.operators`).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { config }: { config: ServerConfig }) => {
  const metrics = createMetrics()
  app.decorate('metrics', metrics)

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.config?.metricsRoute ?? request.routeOptions.url ?? 'unmatched'
    metrics.httpRequestSeconds.observe(
      { method: request.method, route, status: reply.statusCode },
      reply.elapsedTime / 1000,
    )
  })

  const { metricsPort: port, metricsHost: host } = config
  if (port === undefined) return

  /** The outbox as the database has it; no numbers (rather than old ones) while the database cannot answer. */
  async function readOutbox() {
    if (!app.outbox) return // without SMTP nothing is e-mailed: the messages wait for `npm run messages`
    try {
      const stats = await app.messages.outboxStats()
      for (const state of ['pending', 'leased', 'dead'] as const) metrics.outboxMessages.set({ state }, stats[state])
      metrics.outboxOldestPendingAge.set((stats.oldestPendingAgeMs ?? 0) / 1000)
    } catch {
      metrics.outboxMessages.reset()
      metrics.outboxOldestPendingAge.reset()
    }
  }

  // The operators' own app: /metrics here, and what other plugins add (the analytics dashboard). Nothing of the public
  // site is served on it, and nothing of it on the public port.
  // Behind the same proxies as the site (a TLS proxy's X-Forwarded-Proto makes the dashboard's cookie Secure).
  const { trustProxy } = config
  const operators = Fastify({
    logger: false,
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  })
  app.decorate('operators', operators)
  await operators.register(compressionPlugin)
  // The operators' accounts and sessions (/login, /logout, requireRole), before the pages they guard.
  await operators.register(operatorAuth, {
    accountsFile: config.operatorAccountsFile,
    secret: config.operatorSessionSecret,
    analyticsPasswordHash: config.analyticsPasswordHash,
  })
  operators.get('/metrics', async (_request, reply) => {
    try {
      await readOutbox()
      const text = await metrics.register.metrics()
      return reply.header('content-type', metrics.register.contentType).send(text)
    } catch (error) {
      app.log.error({ err: error }, 'metrics could not be collected')
      return reply.code(500).type('text/plain; charset=utf-8').send('Metrics could not be collected\n')
    }
  })
  operators.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found: the metrics are at /metrics\n'),
  )

  app.addHook('onReady', async () => {
    const store = app.messages
    collectProcessMetrics(metrics, store instanceof PgMessageStore ? store.pool : undefined)
    try {
      await operators.listen({ port, host })
    } catch (error) {
      throw new Error(`The metrics cannot listen on ${host}:${port}`, { cause: error })
    }
    app.log.info({ address: `http://${host}:${port}/metrics` }, 'metrics served')
  })
  app.addHook('onClose', async () => {
    operators.server.closeAllConnections()
    await operators.close()
  })
})

import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerConfig } from '../config'
import { PgMessageStore } from '../messages/PgMessageStore'
import { collectProcessMetrics, createMetrics, type Metrics } from '../metrics/metrics'

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' metrics, counted whether or not they are served (METRICS_PORT). */
    metrics: Metrics
  }
  interface FastifyContextConfig {
    /** The route's name in the metrics when its pattern is not a good one (every pre-rendered page is `page`). */
    metricsRoute?: string
  }
}

/**
 * The operators' metrics in Prometheus's text format: every request's route, status and time as it is answered, and,
 * read on each scrape, the outbox from the database and the PostgreSQL pool. With METRICS_PORT set they are served at
 * `/metrics` by a small listener of their own on METRICS_HOST (loopback by default), never on the public port;
 * it opens before the site listens and closes with it.
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

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at /metrics\n')
      return
    }
    readOutbox()
      .then(() => metrics.register.metrics())
      .then(
        (text) => res.writeHead(200, { 'content-type': metrics.register.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected')
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected\n')
        },
      )
  })

  app.addHook('onReady', async () => {
    const store = app.messages
    collectProcessMetrics(metrics, store instanceof PgMessageStore ? store.pool : undefined)
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) =>
        reject(new Error(`The metrics cannot listen on ${host}:${port}`, { cause: error })),
      )
      server.listen(port, host, () => resolve())
    })
    app.log.info({ address: `http://${host}:${port}/metrics` }, 'metrics served')
  })
  app.addHook('onClose', async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
})

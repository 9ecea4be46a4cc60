import path from 'node:path'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify'
import type { ServerConfig } from './config'
import { messagesPlugin, type MessagesPluginOptions } from './plugins/messages'
import { securityPlugin } from './plugins/security'
import { shutdownPlugin } from './plugins/shutdown'
import { sitePlugin } from './plugins/site'
import { contactRoute } from './routes/api/contact'
import { searchRoute } from './routes/search'
import { tradeNewsRoute } from './routes/api/tradeNews'
import { healthRoute } from './routes/healthz'
import type { TradeNewsOptions } from './tradeNews/TradeNews'

export type BuildOptions = {
  logger?: FastifyServerOptions['logger']
  /** Faster retries in tests. */
  outbox?: MessagesPluginOptions['outbox']
  tradeNews?: Partial<TradeNewsOptions>
}

/** Paths whose query string is a visitor's own words: logged without it, so a log never pairs a search with an address. */
const PRIVATE_QUERY = /^\/(api\/)?search\/?(\?|$)/

/** Fastify's request log fields, with the query string of a search left out. */
export function logRequest(req: FastifyRequest) {
  const url = PRIVATE_QUERY.test(req.url) ? req.url.split('?')[0] : req.url
  return { method: req.method, url, host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }
}

/** Builds the app: plugins and routes. Never listens (server/index.ts does), so tests can `inject`. */
export async function buildApp(config: ServerConfig, opts: BuildOptions = {}) {
  const logger = opts.logger === true ? { level: config.logLevel } : opts.logger
  const app = Fastify({
    logger: logger ? { ...logger, serializers: { req: logRequest, ...logger.serializers } } : false,
    // A hop count is valid for Fastify (proxy-addr) though its types omit it.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
  })
  const root = path.join(config.distDir, 'client')
  await app.register(shutdownPlugin)
  await app.register(securityPlugin, { distDir: config.distDir, siteUrl: config.siteUrl })
  await app.register(rateLimit, { global: false })
  await app.register(messagesPlugin, { config, outbox: opts.outbox })
  await app.register(healthRoute)
  await app.register(contactRoute, { config, root })
  await app.register(tradeNewsRoute, { config, tuning: opts.tradeNews })
  await app.register(searchRoute, { config })
  await app.register(sitePlugin, { root })
  return app
}

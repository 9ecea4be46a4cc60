import path from 'node:path'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify'
import type { ServerConfig } from './config'
import { analyticsPlugin } from './analytics/plugin'
import { compressionPlugin } from './plugins/compression'
import { messagesPlugin } from './plugins/messages'
import { newsletterPlugin } from './plugins/newsletter'
import { metricsPlugin } from './plugins/metrics'
import { securityHeaders, securityPlugin } from './plugins/security'
import { shutdownPlugin } from './plugins/shutdown'
import { sitePlugin } from './plugins/site'
import { contactRoute } from './routes/api/contact'
import { newsletterRoute } from './routes/newsletter'
import { searchRoute } from './routes/search'
import { tradeNewsRoute } from './routes/api/tradeNews'
import { healthRoute } from './routes/healthz'
import { loggedUrl } from './loggedQuery'
import { malformedUrlAnswer } from './site/malformedUrl'
import { siteClock, type SiteClock } from './site/siteClock'
import type { TradeNewsOptions } from './tradeNews/TradeNews'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock of everything on the site's calendar (server/site/siteClock.ts). */
    siteClock: SiteClock
  }
}

export type BuildOptions = {
  logger?: FastifyServerOptions['logger']
  tradeNews?: Partial<TradeNewsOptions>
}

/**
 * A hop count as the function proxy-addr takes: the `hops` addresses nearest the server are proxies. Fastify 5.12
 * documents a number but, given one, trusts no hop at all (the client address stays the proxy's): measured in
 * `server/app.test.ts`.
 */
function trustProxyOption(trustProxy: boolean | number | string): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy
  const hops = trustProxy
  return (_address: string, hop: number) => hop < hops
}

/**
 * Fastify's request log fields, the URL without what the site does not read of its query (server/loggedQuery.ts): no
 * campaign or ad click id, no search's words, no newsletter link's token.
 */
function logRequest(req: FastifyRequest) {
  const url = loggedUrl(req.url)
  return { method: req.method, url, host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }
}

/** Builds the app: plugins and routes. Never listens (server/index.ts does), so tests can `inject`. */
export async function buildApp(config: ServerConfig, opts: BuildOptions = {}) {
  const root = path.join(config.distDir, 'client')
  const logger = opts.logger === true ? { level: config.logLevel } : opts.logger
  const app = Fastify({
    logger: logger ? { ...logger, serializers: { req: logRequest, ...logger.serializers } } : false,
    // A request must arrive whole (headers and body) within REQUEST_TIMEOUT_MS, and a connection that sends nothing for
    // twice as long is closed: a body trickled and then held must not keep a socket (or a shutdown) forever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 2 * config.requestTimeoutMs,
    // Node checks the request timeout on this interval (30 s by default, which would triple it).
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: malformedUrlAnswer(root, securityHeaders(config.distDir, config.siteUrl)),
  })
  app.decorate('siteClock', siteClock(config))
  await app.register(shutdownPlugin)
  await app.register(compressionPlugin)
  await app.register(metricsPlugin, { config })
  await app.register(securityPlugin, { distDir: config.distDir, siteUrl: config.siteUrl })
  await app.register(rateLimit, { global: false })
  await app.register(messagesPlugin, { config })
  await app.register(analyticsPlugin, { config })
  // The web editor's code (Keystatic's API, the MDX compiler, sharp: 0.8 s of a start) loads only where it runs.
  if (config.editorCheckout) await app.register((await import('./editor/plugin')).editorPlugin, { config })
  await app.register(healthRoute)
  await app.register(newsletterPlugin, { config })
  await app.register(contactRoute, { config, root })
  await app.register(newsletterRoute, { config, root })
  await app.register(tradeNewsRoute, { config, tuning: opts.tradeNews })
  await app.register(searchRoute, { config })
  await app.register(sitePlugin, { root })
  return app
}

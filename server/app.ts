import path from 'node:path'
import Fastify from 'fastify'
import type { ServerConfig } from './config'
import { sitePlugin } from './plugins/site'

/** Builds the app: plugins and routes. Never listens (server/index.ts does), so tests can `inject`. */
export async function buildApp(config: ServerConfig, opts: { logger?: boolean } = {}) {
  const app = Fastify({ logger: opts.logger ? { level: config.logLevel } : false })
  await app.register(sitePlugin, { root: path.join(config.distDir, 'client') })
  return app
}

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerConfig } from '../config'
import { PgMessageStore } from '../messages/PgMessageStore'
import { privacyPolicyVersions } from '../newsletter/policyInForce'
import type { AnalyticsStore } from './AnalyticsStore'
import { ANALYTICS, Counting } from './Counting'
import { dashboardRoutes } from './dashboard/routes'
import { PgAnalyticsStore } from './PgAnalyticsStore'
import { SqliteAnalyticsStore } from './SqliteAnalyticsStore'

declare module 'fastify' {
  interface FastifyInstance {
    /** The first-party analytics: counts what the server answers, while the privacy policy in force covers it. */
    analytics: Counting
  }
  interface FastifyContextConfig {
    /** 'page': a pre-rendered page, counted as a view when answered 200 or 304 (and as a 404 when it answers that). */
    analytics?: 'page'
  }
}

/**
 * First-party analytics (server/analytics, docs/analytics.md): counted in this server as it answers, stored as daily
 * totals beside the contact messages (SQLite's analytics.db in DATA_DIR, or PostgreSQL), shown to the marketing team on
 * the operators' listener at /analytics. Nothing is counted unless the privacy policy in force says so.
 */
export const analyticsPlugin = fp(async (app: FastifyInstance, { config }: { config: ServerConfig }) => {
  const versions = privacyPolicyVersions(config.distDir)
  const gate = (at: Date) => versions?.coversAt(at).includes(ANALYTICS) ?? false
  const store: AnalyticsStore =
    app.messages instanceof PgMessageStore
      ? new PgAnalyticsStore(app.messages)
      : new SqliteAnalyticsStore(config.dataDir)
  const counting = new Counting({
    store,
    gate,
    timeZone: versions?.timeZone ?? 'UTC',
    flushMs: config.analyticsFlushMs,
    retentionMonths: config.analyticsRetentionMonths,
    clock: app.siteClock,
    ownHosts: new Set([new URL(config.siteUrl).hostname.toLowerCase()]),
    register: app.metrics.register,
    log: app.log,
  })
  app.decorate('analytics', counting)
  app.addHook('onResponse', (request, reply, done) => {
    counting.observe(request, reply)
    done()
  })
  app.addHook('onListen', async () => counting.start())
  // Before the contact store closes (hooks close last-registered first): the last counts are written with its pool.
  app.addHook('onClose', async () => {
    await counting.stop()
    await store.close()
  })

  if (app.operators)
    await app.operators.register(dashboardRoutes, {
      store,
      counting,
      versions,
      now: app.siteClock.now,
    })
})

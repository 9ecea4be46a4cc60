import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Pool } from '../postgres/pool'

/**
 * Every metric the server keeps, in a registry of its own (several apps may run in one process: the tests). Names
 * follow Prometheus's conventions (`_total` for counters, base units); labels take a handful of values each, never a
 * URL, an address or a visitor's text.
 */
export function createMetrics() {
  const register = new Registry()
  const registers = [register]
  return {
    register,
    httpRequestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern (every pre-rendered page is "page") and status, and how long each took',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    contactPosts: new Counter({
      name: 'contact_posts_total',
      help: 'Posts to /api/contact by outcome: stored, spam (stored, never e-mailed), duplicate (a replay), or why one was refused',
      labelNames: ['outcome'] as const,
      registers,
    }),
    searchQueries: new Counter({
      name: 'search_queries_total',
      help: 'Searches (/api/search and /search) by result: answered, unavailable (no index) or rate-limited',
      labelNames: ['result'] as const,
      registers,
    }),
    databaseErrors: new Counter({
      name: 'database_errors_total',
      help: 'Failed calls to the contact database (SQLite or PostgreSQL) by operation, the rate counters and broken idle connections included',
      labelNames: ['operation'] as const,
      registers,
    }),
    outboxMessages: new Gauge({
      name: 'outbox_messages',
      help: 'Messages in the e-mail outbox by state: pending (waiting to be sent or retried), leased (being sent), dead (given up); read from the database on each scrape',
      labelNames: ['state'] as const,
      registers,
    }),
    outboxOldestPendingAge: new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'How long the oldest message not yet e-mailed has waited since it was stored (0 when none waits)',
      registers,
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/** What only a served registry needs: the process's own metrics (CPU, memory, event loop delay, GC), and the pool's. */
export function collectProcessMetrics(metrics: Metrics, pool?: Pool) {
  const registers = [metrics.register]
  collectDefaultMetrics({ register: metrics.register })
  if (!pool) return
  const gauge = (name: string, help: string, read: (p: Pool) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(pool))
      },
    })
  gauge('pg_pool_connections', 'Open PostgreSQL connections of this instance (idle or in use)', (p) => p.totalCount)
  gauge('pg_pool_idle_connections', 'Open PostgreSQL connections waiting for work', (p) => p.idleCount)
  gauge(
    'pg_pool_waiting_requests',
    'Requests waiting for a PostgreSQL connection (all in use, or connecting to a database that does not answer)',
    (p) => p.waitingCount,
  )
  const opened = new Counter({
    name: 'pg_pool_connections_opened_total',
    help: 'PostgreSQL connections opened; a rise means connections are breaking (a restart, a failover, a network fault)',
    registers,
  })
  pool.on('connect', () => opened.inc())
}

/**
 * The same object, with every rejected (or throwing) method call counted by `onFailure(method)` before it goes on to
 * the caller: the database errors of a store, whoever called it. The methods of the objects named in `within` (a
 * store's `mail` queue) are counted the same way, by their own names.
 */
export function countingFailures<T extends object>(
  target: T,
  onFailure: (method: string) => void,
  within: string[] = [],
): T {
  const inner = new Map<string, object>()
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver)
      if (typeof property === 'string' && within.includes(property) && typeof value === 'object' && value) {
        if (!inner.has(property)) inner.set(property, countingFailures(value, onFailure))
        return inner.get(property)
      }
      if (typeof value !== 'function' || typeof property !== 'string') return value
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(object, args)
          if (result instanceof Promise)
            return result.catch((error: unknown) => {
              onFailure(property)
              throw error
            })
          return result
        } catch (error) {
          onFailure(property)
          throw error
        }
      }
    },
  })
}

import net from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { freePort } from '../scripts/lib/ports'
import { usePostgres } from './testing/postgres'
import {
  cleanUpAfterEach,
  postMessage,
  smtpEnv,
  spawnServer,
  startServer,
  statusOf,
  type ServerProcess,
} from './testing/serverProcess'
import { tempDataDir, validMessage } from './testing/testApp'
import { waitFor } from './testing/waitFor'

// Real server processes, one on PostgreSQL that is stopped and started: slow on a busy machine.
vi.setConfig({ testTimeout: 240_000 })
const cleanup = cleanUpAfterEach()

/** A server with its metrics on a port of their own; the scrape's address. */
async function serverWithMetrics(env: Record<string, string>) {
  const metricsPort = await freePort()
  const server = await startServer({ CONTACT_MIN_FILL_MS: '0', METRICS_PORT: String(metricsPort), ...env })
  cleanup(server.stop)
  return { server, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` }
}

/** One scrape, as Prometheus makes it: the text, with the value of any series (`name{label="value"}`) read from it. */
async function scrape(url: string) {
  const res = await fetch(url)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  const text = await res.text()
  const value = (series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `))
    return line === undefined ? undefined : Number(line.slice(series.length + 1))
  }
  return { text, value }
}

const requests = (method: string, route: string, status: number) =>
  `http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`

const search = (server: ServerProcess, path: string) => fetch(`${server.url}${path}`)

describe('metrics for operators', () => {
  it('are served on their own port in the Prometheus text format, and move with contact posts and searches', async () => {
    // SMTP is set up but down: the message waits in the outbox.
    const { server, metricsUrl } = await serverWithMetrics({
      DATA_DIR: tempDataDir('metrics'),
      ...smtpEnv(await freePort()),
    })
    const before = await scrape(metricsUrl)
    expect(before.text).toContain('# TYPE http_request_duration_seconds histogram')
    expect(before.value('process_cpu_seconds_total')).toBeGreaterThan(0)
    expect(before.value('outbox_messages{state="pending"}')).toBe(0)
    expect(before.value('outbox_oldest_pending_age_seconds')).toBe(0)
    expect(before.value('contact_posts_total{outcome="stored"}')).toBeUndefined()

    expect((await postMessage(server)).status).toBe(201)
    expect((await postMessage(server, { ...validMessage, email: 'not an address' })).status).toBe(400)
    expect((await search(server, '/api/search?q=cork')).status).toBe(200)
    expect((await search(server, '/search?q=clearing+house')).status).toBe(200)
    expect(await statusOf(server, '/about')).toBe(200)
    expect(await statusOf(server, '/no-such-page-xyz')).toBe(404)

    const after = await scrape(metricsUrl)
    expect(after.value('contact_posts_total{outcome="stored"}')).toBe(1)
    expect(after.value('contact_posts_total{outcome="invalid"}')).toBe(1)
    expect(after.value('search_queries_total{result="answered"}')).toBe(2)
    expect(after.value(requests('POST', '/api/contact', 201))).toBe(1)
    expect(after.value(requests('GET', '/api/search', 200))).toBe(1)
    expect(after.value(requests('GET', 'page', 200))).toBeGreaterThanOrEqual(2)
    expect(after.value(requests('GET', 'unmatched', 404))).toBe(1)
    const waiting = after.value('outbox_messages{state="pending"}')! + after.value('outbox_messages{state="leased"}')!
    expect(waiting).toBe(1)
    expect(after.value('outbox_oldest_pending_age_seconds')).toBeGreaterThan(0)
    // Routes by their pattern: never a page's address, a query or a visitor's text.
    for (const raw of ['/about', 'no-such-page', 'cork', 'clearing', validMessage.email])
      expect(after.text).not.toContain(raw)
  })

  it('are never on the public port, and their listener closes with the server', async () => {
    const { server, metricsUrl } = await serverWithMetrics({ DATA_DIR: tempDataDir('metrics-public') })
    const res = await fetch(`${server.url}/metrics`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('404 Page Not Found')
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404)
    await server.stop()
    await expect(fetch(metricsUrl)).rejects.toThrow()
  })

  it('are off unless METRICS_PORT is set, and a metrics port that is taken stops the server at start', async () => {
    const taken = net.createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    cleanup(() => new Promise((resolve) => taken.close(resolve)))
    const port = (taken.address() as net.AddressInfo).port
    const server = await spawnServer({ DATA_DIR: tempDataDir('metrics-taken'), METRICS_PORT: String(port) })
    const { code } = await server.exited
    expect(code).not.toBe(0)
    expect(server.output()).toContain(`The metrics cannot listen on 127.0.0.1:${port}`)

    const plain = await startServer({ DATA_DIR: tempDataDir('metrics-off') })
    cleanup(plain.stop)
    expect(plain.output()).not.toContain('metrics served')
  })
})

describe('metrics on PostgreSQL', () => {
  const db = usePostgres({ restarts: true })

  it('show the pool, the shared outbox, and the database errors while PostgreSQL is down', async () => {
    const databaseUrl = await db.postgres.createDatabase()
    const { server, metricsUrl } = await serverWithMetrics({
      DATA_DIR: tempDataDir('metrics-pg'),
      DATABASE_URL: databaseUrl,
      ...smtpEnv(await freePort()),
    })
    expect((await postMessage(server)).status).toBe(201)
    const up = await scrape(metricsUrl)
    expect(up.value('pg_pool_connections')).toBeGreaterThanOrEqual(1)
    expect(up.value('pg_pool_waiting_requests')).toBe(0)
    expect(up.value('pg_pool_connections_opened_total')).toBeGreaterThanOrEqual(1)
    expect(up.value('outbox_messages{state="pending"}')! + up.value('outbox_messages{state="leased"}')!).toBe(1)
    expect(up.text).not.toContain('database_errors_total{')

    await db.postgres.pause()
    try {
      expect((await postMessage(server)).status).toBe(503)
      expect(await statusOf(server, '/healthz')).toBe(503)
      const down = await scrape(metricsUrl)
      expect(down.value('contact_posts_total{outcome="unavailable"}')).toBe(1)
      expect(down.value('database_errors_total{operation="add"}')).toBeGreaterThanOrEqual(1)
      expect(down.value('database_errors_total{operation="checkWritable"}')).toBeGreaterThanOrEqual(1)
      // No outbox numbers rather than old ones while the database cannot say.
      expect(down.value('outbox_messages{state="pending"}')).toBeUndefined()
      expect(down.text).toContain('# TYPE outbox_messages gauge')
    } finally {
      await db.postgres.resume()
    }
    await waitFor(async () => (await statusOf(server, '/healthz')) === 200, { what: 'PostgreSQL to be back' })
    const back = await scrape(metricsUrl)
    expect(back.value('outbox_messages{state="pending"}')).toBeDefined()
  })
})

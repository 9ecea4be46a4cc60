import { describe, expect, it, vi } from 'vitest'
import { usePostgres, queryDirect } from './testing/postgres'
import { cleanUpAfterEach, smtpEnv, startServer, statusOf as status, type ServerProcess } from './testing/serverProcess'
import { startSmtpSink } from './testing/smtpSink'
import { tempDataDir, validMessage } from './testing/testApp'
import { waitFor, waitForBacklog } from './testing/waitFor'
import { freePort } from '../scripts/lib/ports'

/**
 * PostgreSQL's own failures, as the servers meet them in production: connections ended under them (a restart, a
 * failover, `pg_terminate_backend`, a network reset), answers that stall past the statement timeout, the database
 * stopped and started. Real server processes reach PostgreSQL through a TCP proxy the test controls; what was stored
 * is read from PostgreSQL on a connection of the test's own, never taken from the servers' answers.
 */
const db = usePostgres({ restarts: true })

// A backstop only: every wait inside fails first, saying what it waited for (the drain's, while it stops shrinking).
vi.setConfig({ testTimeout: 600_000 })
const cleanup = cleanUpAfterEach()

/**
 * Behind one proxy hop, so each post says which address it comes from. The limits are the defaults, except the
 * in-memory cap on posts: every post runs the rate limits' transaction in PostgreSQL, and a flood from one address is
 * refused there (the transaction that decides 429 writes nothing), while visitors, from a new address each time, never
 * meet a limit.
 */
const limits = {
  TRUST_PROXY: '1',
  CONTACT_RATE_LIMIT: '5',
  CONTACT_DAILY_LIMIT: '50',
  CONTACT_NETWORK_LIMIT: '20',
  CONTACT_POST_LIMIT: '100000',
}

async function instance(databaseUrl: string, env: Record<string, string> = {}) {
  const server = await startServer({
    DATABASE_URL: db.proxy.via(databaseUrl),
    DATA_DIR: tempDataDir('pg-fault'),
    ...limits,
    ...env,
  })
  cleanup(server.stop)
  return server
}

const storedKeys = async (url: string) =>
  (
    await queryDirect<{ key: string }>(
      url,
      'SELECT idempotency_key AS key FROM messages WHERE idempotency_key IS NOT NULL',
    )
  ).map((r) => r.key)

/** The servers' connections that sit inside a transaction nobody is running: what a leaked connection looks like. */
const idleInTransaction = (url: string) =>
  queryDirect(
    url,
    `SELECT pid FROM pg_stat_activity
     WHERE application_name = 'ethereal-website' AND state LIKE 'idle in transaction%'`,
  )

const send = (server: ServerProcess, body: object, from: string) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  }).catch((error: Error) => error)

/**
 * Visitors sending messages to the instances in turn, as the site's form does: each message has its own idempotency
 * key, and a message not answered 201 is sent again with the same key (a 503 may come after PostgreSQL committed it).
 * Each post comes from an address of its own; beside them one address floods the form and is refused (429). Every
 * answer is counted; a page request to an instance goes with every post.
 */
function contactLoad(instances: ServerProcess[], visitors = 4) {
  const answers = new Map<string, number>()
  const floodAnswers = new Map<string, number>()
  const pages = new Map<string, number>()
  const acknowledged: string[] = []
  const count = (map: Map<string, number>, res: Response | Error) => {
    const key = res instanceof Error ? `failed: ${res.message}` : String(res.status)
    map.set(key, (map.get(key) ?? 0) + 1)
  }
  let posts = 0
  let stopping = false
  const visitor = async (v: number) => {
    for (let i = 0; !stopping; i++) {
      const key = `visitor-${v}-message-${i}`
      for (let attempt = 0; ; attempt++) {
        const target = instances[(v + i + attempt) % instances.length]!
        const n = ++posts
        const from = `10.${(n >> 8) & 255}.${n & 255}.${v + 1}`
        const [res, page] = await Promise.all([
          send(target, { ...validMessage, name: `Visitor ${v}`, idempotencyKey: key }, from),
          fetch(`${target.url}/contact`).catch((error: Error) => error),
        ])
        count(pages, page)
        count(answers, res)
        if (!(res instanceof Error) && res.status === 201) {
          acknowledged.push(key)
          break
        }
        await new Promise((r) => setTimeout(r, 50))
      }
    }
  }
  const flood = async () => {
    for (let i = 0; !stopping; i++) {
      const res = await send(instances[i % instances.length]!, { ...validMessage, name: 'Flood' }, '192.0.2.66')
      count(floodAnswers, res)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const running = Promise.all([...Array.from({ length: visitors }, (_, v) => visitor(v)), flood()])
  return {
    /** Until messages are acknowledged and the flood is refused: the faults come after both. */
    running: () =>
      waitFor(() => acknowledged.length >= 10 && (floodAnswers.get('429') ?? 0) >= 3, {
        timeoutMs: 90_000,
        what: 'messages acknowledged and the flood refused',
      }),
    answers,
    floodAnswers,
    pages,
    acknowledged,
    /** Lets each visitor finish the message it is sending (until it is acknowledged), then stops. */
    async stop() {
      stopping = true
      await running
    },
  }
}

/** What must hold after any fault: the processes alive, pages served, 201 or 503 only, every 201 stored once. */
async function expectNothingLost(url: string, instances: ServerProcess[], load: ReturnType<typeof contactLoad>) {
  for (const server of instances) expect(server.child.exitCode, server.output()).toBeNull()
  expect([...load.pages.keys()]).toEqual(['200'])
  expect([...load.answers.keys()].filter((a) => a !== '201' && a !== '503')).toEqual([])
  expect([...load.floodAnswers.keys()].filter((a) => !['201', '429', '503'].includes(a))).toEqual([])
  expect(load.floodAnswers.get('429') ?? 0, JSON.stringify([...load.floodAnswers])).toBeGreaterThan(0)
  expect(await idleInTransaction(url)).toEqual([])
  const stored = await storedKeys(url)
  expect(stored.length).toBe(new Set(stored).size)
  expect(stored.sort()).toEqual([...load.acknowledged].sort())
  // Closing the servers closes every connection they hold: a message left uncommitted in one would vanish now.
  for (const server of instances) await server.stop()
  expect((await storedKeys(url)).sort()).toEqual([...load.acknowledged].sort())
  const flood = await queryDirect<{ n: string }>(url, `SELECT COUNT(*) AS n FROM messages WHERE name = 'Flood'`)
  // Posts without a key: a 503 whose COMMIT went through before the answer was lost is stored all the same.
  expect(Number(flood[0]!.n)).toBeGreaterThanOrEqual(load.floodAnswers.get('201') ?? 0)
}

describe('PostgreSQL failing under the servers', () => {
  it('connections ended again and again under contact load: both instances keep serving and lose nothing', async () => {
    const url = await db.postgres.createDatabase()
    const smtpPort = await freePort()
    const sink = await startSmtpSink(smtpPort, cleanup)
    const env = { ...smtpEnv(smtpPort), SMTP_LEASE_SECONDS: '5' }
    const instances = await Promise.all([instance(url, env), instance(url, env)])
    const load = contactLoad(instances)
    await load.running()

    // Every 0.7 s, every connection of the servers ends: by PostgreSQL (pg_terminate_backend) or by the network.
    for (let round = 0; round < 12; round++) {
      if (round % 2) db.proxy.reset()
      else
        await queryDirect(
          url,
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'ethereal-website'`,
        )
      await new Promise((r) => setTimeout(r, 700))
    }
    const afterFaults = load.acknowledged.length
    await waitFor(() => load.acknowledged.length >= afterFaults + 10, {
      timeoutMs: 90_000,
      what: 'messages after the faults',
    })
    await load.stop()
    expect(load.answers.get('201')).toBeGreaterThan(0)

    // Each acknowledged message is e-mailed exactly once, whatever the outbox met on the way. However many the load
    // made (it ran for a time, so a faster machine makes more), the wait lasts while they are being e-mailed.
    await waitForBacklog(
      async () =>
        Number(
          (await queryDirect<{ n: string }>(url, `SELECT COUNT(*) AS n FROM messages WHERE status <> 'sent'`))[0]!.n,
        ),
      { intervalMs: 500, what: 'the messages not e-mailed yet' },
    )
    const ids = await queryDirect<{ id: string }>(url, 'SELECT id FROM messages')
    expect(sink.accepted.map((m) => m.headers['x-contact-message-id']).sort()).toEqual(ids.map((r) => r.id).sort())
    await expectNothingLost(url, instances, load)
  })

  it('answers held back past the statement timeout: 503 meanwhile, no connection left inside a transaction', async () => {
    const url = await db.postgres.createDatabase()
    const env = { PG_STATEMENT_TIMEOUT_MS: '1000' }
    const instances = await Promise.all([instance(url, env), instance(url, env)])
    const load = contactLoad(instances)
    await load.running()

    db.proxy.hold()
    try {
      await waitFor(async () => (await status(instances[0], '/healthz')) === 503, { what: 'health to say so' })
      expect(await status(instances[1], '/')).toBe(200)
      await waitFor(() => (load.answers.get('503') ?? 0) >= 4, { what: 'contact posts answered 503' })
    } finally {
      db.proxy.release()
    }
    for (const server of instances)
      await waitFor(async () => (await status(server, '/healthz')) === 200, { timeoutMs: 60_000, what: 'health back' })
    const afterStall = load.acknowledged.length
    await waitFor(() => load.acknowledged.length >= afterStall + 10, {
      timeoutMs: 90_000,
      what: 'messages after the stall',
    })
    await load.stop()
    await expectNothingLost(url, instances, load)
  })

  it('PostgreSQL stopped and started: 503 and an unhealthy instance meanwhile, then everything as before', async () => {
    const url = await db.postgres.createDatabase()
    const instances = await Promise.all([instance(url), instance(url)])
    const load = contactLoad(instances)
    await load.running()

    await db.postgres.pause()
    try {
      await waitFor(async () => (await status(instances[0], '/healthz')) === 503, { what: 'health to say so' })
      expect(await status(instances[1], '/')).toBe(200)
      await waitFor(() => (load.answers.get('503') ?? 0) >= 4, { what: 'contact posts answered 503' })
    } finally {
      await db.postgres.resume()
    }
    for (const server of instances)
      await waitFor(async () => (await status(server, '/healthz')) === 200, { timeoutMs: 60_000, what: 'health back' })
    const afterRestart = load.acknowledged.length
    await waitFor(() => load.acknowledged.length >= afterRestart + 10, {
      timeoutMs: 90_000,
      what: 'messages after the restart',
    })
    await load.stop()
    await expectNothingLost(url, instances, load)
  })
})

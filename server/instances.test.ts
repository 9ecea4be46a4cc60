import net from 'node:net'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { contactAnswers } from '../content/contactForm'
import { usePostgres } from './testing/postgres'
import {
  cleanUpAfterEach,
  postMessage as post,
  smtpEnv,
  startServer,
  statusOf as status,
} from './testing/serverProcess'
import { startSmtpSink } from './testing/smtpSink'
import { tempDataDir, validMessage } from './testing/testApp'
import { freePort } from '../scripts/lib/ports'
import { waitFor } from './testing/waitFor'

/** Several real server processes on one real PostgreSQL, as behind a load balancer. */
const db = usePostgres({ restarts: true })

// Each test runs real server processes on PostgreSQL and waits out a lease: minutes on a busy machine.
vi.setConfig({ testTimeout: 240_000 })
const cleanup = cleanUpAfterEach()

/** An instance: its own DATA_DIR (as on its own machine), the shared database. */
async function instance(databaseUrl: string, env: Record<string, string> = {}) {
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: tempDataDir('instance'), ...env })
  cleanup(server.stop)
  return server
}

async function rows(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (
      await client.query<{ id: string; name: string; status: string; attempts: number }>(
        'SELECT id, name, status, attempts FROM messages ORDER BY id',
      )
    ).rows
  } finally {
    await client.end()
  }
}

describe('two instances on one PostgreSQL', () => {
  it('store every acknowledged message exactly once, also when one is killed mid-load and restarted', async () => {
    const url = await db.postgres.createDatabase()
    const env = { DATA_DIR: tempDataDir('killed') }
    let a = await instance(url, env)
    const b = await instance(url)
    const acknowledged: string[] = []
    let sent = 0
    let killed = false

    // Four visitors at once, each sending its messages to the two instances in turn, retrying with the same key
    // (as the site's form does) when an instance does not answer.
    const visitor = async (v: number) => {
      for (let i = 0; i < 12; i++) {
        const name = `Visitor ${v}-${i}`
        const body = { ...validMessage, name, idempotencyKey: `visitor-${v}-message-${i}` }
        for (let attempt = 0; ; attempt++) {
          const target = (i + attempt + v) % 2 ? b : a
          const res = await post(target, body).catch(() => undefined)
          if (res?.status === 201) {
            acknowledged.push(name)
            break
          }
          await new Promise((r) => setTimeout(r, 100))
        }
        if (++sent === 16 && !killed) {
          killed = true
          a.child.kill('SIGKILL')
          await a.exited
          a = await instance(url, env)
        }
      }
    }
    await Promise.all([0, 1, 2, 3].map(visitor))
    expect(killed).toBe(true)

    const stored = (await rows(url)).map((r) => r.name)
    expect(acknowledged).toHaveLength(48)
    expect(stored.sort()).toEqual([...acknowledged].sort())
  })

  it('meet the same rate limit whichever instance answers: the 6th message in a minute is 429', async () => {
    const url = await db.postgres.createDatabase()
    const limited = { CONTACT_RATE_LIMIT: '5' }
    const [a, b] = await Promise.all([instance(url, limited), instance(url, limited)])
    const answers: number[] = []
    for (let i = 0; i < 6; i++)
      answers.push((await post(i % 2 ? b : a, { ...validMessage, name: `Visitor ${i}` })).status)
    expect(answers).toEqual([201, 201, 201, 201, 201, 429])
    expect((await post(a)).status).toBe(429)
    expect(await rows(url)).toHaveLength(5)
  })

  it('e-mail each message once when the SMTP server comes back', async () => {
    const url = await db.postgres.createDatabase()
    const smtpPort = await freePort()
    // Retries a second apart at most instead of 30 s to an hour, and enough of them that none becomes a dead letter.
    const env = {
      ...smtpEnv(smtpPort),
      SMTP_LEASE_SECONDS: '30',
      SMTP_RETRY_BASE_MS: '200',
      SMTP_RETRY_MAX_MS: '1000',
      SMTP_MAX_ATTEMPTS: '100',
    }
    const [a, b] = await Promise.all([instance(url, env), instance(url, env)])
    const ids: string[] = []
    for (let i = 0; i < 8; i++) {
      const res = await post(i % 2 ? b : a, { ...validMessage, name: `Visitor ${i}` })
      expect(res.status).toBe(201)
      ids.push(String(((await res.json()) as { id: number }).id))
    }
    // SMTP is down: every message has had a failed attempt.
    await waitFor(async () => (await rows(url)).every((r) => r.attempts >= 1), { what: 'failed attempts' })

    const sink = await startSmtpSink(smtpPort, cleanup)
    await waitFor(async () => (await rows(url)).every((r) => r.status === 'sent'), {
      intervalMs: 250,
      what: 'every message to be sent',
    })
    expect(sink.accepted.map((m) => m.headers['x-contact-message-id']).sort()).toEqual([...ids].sort())
    expect(new Set(sink.received.map((m) => m.headers['message-id'])).size).toBe(ids.length)
    expect(sink.received).toHaveLength(ids.length)
  })

  it('hand a message over when its sender dies mid-send: the other sends it once, after the lease', async () => {
    const url = await db.postgres.createDatabase()
    // The first instance's SMTP server takes the connection and never answers: the send hangs, the lease is held.
    const hung: net.Socket[] = []
    const blackHole = net.createServer((socket) => hung.push(socket))
    const blackHolePort = await freePort()
    await new Promise<void>((r) => blackHole.listen(blackHolePort, '127.0.0.1', r))
    cleanup(async () => {
      hung.forEach((s) => s.destroy())
      await new Promise((r) => blackHole.close(r))
    })
    const lease = { SMTP_LEASE_SECONDS: '3' }
    const a = await instance(url, { ...smtpEnv(blackHolePort), ...lease })
    const res = await post(a)
    expect(res.status).toBe(201)
    await waitFor(() => hung.length > 0, { what: 'the first instance to start sending' })
    a.child.kill('SIGKILL')
    await a.exited

    const smtpPort = await freePort()
    const sink = await startSmtpSink(smtpPort, cleanup)
    await instance(url, { ...smtpEnv(smtpPort), ...lease })
    await waitFor(async () => (await rows(url))[0]?.status === 'sent', {
      timeoutMs: 60_000,
      what: 'the other instance to send it',
    })
    expect(sink.received).toHaveLength(1)
    expect((await rows(url))[0]).toMatchObject({ status: 'sent', attempts: 2 })
  })
})

describe('PostgreSQL going away for a while', () => {
  it('keeps pages served, answers 503 meanwhile, reconnects by itself and loses nothing acknowledged', async () => {
    const url = await db.postgres.createDatabase()
    const [a, b] = await Promise.all([instance(url), instance(url)])
    const acknowledged: string[] = []
    const answers = new Map<number, number>()
    let stop = false
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        const name = `Visitor ${i}`
        const res = await post(i % 2 ? b : a, { ...validMessage, name }).catch(() => undefined)
        const code = res?.status ?? 0
        answers.set(code, (answers.get(code) ?? 0) + 1)
        if (code === 201) acknowledged.push(name)
        else if (code === 503) expect(await res!.json()).toMatchObject({ message: contactAnswers.unavailable })
        await new Promise((r) => setTimeout(r, 20))
      }
    })()
    await waitFor(() => acknowledged.length >= 5, { what: 'messages before the outage' })

    await db.postgres.pause()
    try {
      await waitFor(async () => (await status(a, '/healthz')) === 503, { what: 'health to say so' })
      expect(await status(a, '/')).toBe(200)
      expect(await status(b, '/contact')).toBe(200)
      await waitFor(() => (answers.get(503) ?? 0) >= 3, { what: 'contact posts answered 503' })
    } finally {
      await db.postgres.resume()
    }
    await waitFor(async () => (await status(a, '/healthz')) === 200 && (await status(b, '/healthz')) === 200, {
      timeoutMs: 60_000,
      what: 'health back',
    })
    const before = acknowledged.length
    await waitFor(() => acknowledged.length >= before + 5, { what: 'messages after the outage' })
    stop = true
    await load

    expect(a.child.exitCode).toBeNull()
    expect(b.child.exitCode).toBeNull()
    expect([...answers.keys()].sort()).toEqual([201, 503])
    const stored = new Set((await rows(url)).map((r) => r.name))
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([])
  })
})

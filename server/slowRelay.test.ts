import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { freePort } from '../scripts/lib/ports'
import { openDatabase } from './messages/SqliteMessageStore'
import { queryDirect, usePostgres } from './testing/postgres'
import {
  cleanUpAfterEach,
  postMessage as post,
  smtpEnv,
  startServer,
  type ServerProcess,
} from './testing/serverProcess'
import { startSmtpSink } from './testing/smtpSink'
import { tempDataDir, validMessage } from './testing/testApp'
import { waitFor } from './testing/waitFor'

// Two real server processes on one store and a real (slow) SMTP server: seconds, more on a busy machine.
vi.setConfig({ testTimeout: 300_000 })
const cleanup = cleanUpAfterEach()
const db = usePostgres()

/**
 * Leases of a few seconds, polls and retries in tenths of a second: an instance looks ten times a second for e-mails
 * whose lease ran out. A sender renews its leases every quarter of the lease and gives a send up with less than a third
 * left, so a renewal or a give-up that comes late by a twelfth of the lease can let a second sender in: on a busy
 * machine a process may stall for half a second, so the leases here are long enough for that (a lease of two seconds
 * let the cut-off sender through once in a full run beside the browser tests).
 */
const outboxSettings = (leaseMs: number) => ({
  SMTP_LEASE_SECONDS: String(leaseMs / 1000),
  SMTP_POLL_MS: '100',
  SMTP_RETRY_BASE_MS: '100',
  SMTP_RETRY_MAX_MS: '400',
  SMTP_MAX_ATTEMPTS: '100',
})
const LEASE_MS = 6000
/** The relay holds back its greeting and its answer to each DATA for longer than the lease: every send outlasts it. */
const SLOW_MS = LEASE_MS + 1500

/** The rows of both queues (contact messages, newsletter confirmations) as `table:status`, sorted. */
type Statuses = () => Promise<string[]>
const QUEUES = `SELECT 'messages:' || status AS s FROM messages UNION ALL
  SELECT 'newsletter_mails:' || status AS s FROM newsletter_mails ORDER BY s`

type Store = {
  name: string
  setUp: () => Promise<{ envs: [Record<string, string>, Record<string, string>]; statuses: Statuses }>
}
const stores: Store[] = [
  {
    name: 'SQLite',
    // Two processes on one DATA_DIR (one machine): the same database file and the same sent log.
    setUp: async () => {
      const dataDir = tempDataDir('slow-relay')
      const statuses = async () => {
        const sqlite = openDatabase(dataDir)
        try {
          return (sqlite.prepare(QUEUES).all() as { s: string }[]).map((r) => r.s)
        } finally {
          sqlite.close()
        }
      }
      return { envs: [{ DATA_DIR: dataDir }, { DATA_DIR: dataDir }], statuses }
    },
  },
  {
    name: 'PostgreSQL',
    // Two instances as on two machines: one database, each its own DATA_DIR (and so its own sent log).
    setUp: async () => {
      const url = await db.postgres.createDatabase()
      const statuses = async () => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          return (await client.query<{ s: string }>(QUEUES)).rows.map((r) => r.s)
        } finally {
          await client.end()
        }
      }
      const env = (label: string) => ({ DATABASE_URL: url, DATA_DIR: tempDataDir(label) })
      return { envs: [env('slow-relay-a'), env('slow-relay-b')], statuses }
    },
  },
]

const signUp = (server: ServerProcess, email: string) =>
  fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, page: '/videos' }),
  })

describe.each(stores)('a relay slower than the lease, two instances on $name', (store) => {
  it('e-mails every contact message and newsletter confirmation exactly once, and loses none', async () => {
    const { envs, statuses } = await store.setUp()
    const smtpPort = await freePort()
    const sink = await startSmtpSink(smtpPort, cleanup)
    sink.answerSlowly({ greetingMs: SLOW_MS, dataMs: SLOW_MS })
    const [a, b] = await Promise.all(
      envs.map((env) => startServer({ ...env, ...smtpEnv(smtpPort), ...outboxSettings(LEASE_MS) })),
    )
    cleanup(a!.stop, b!.stop)
    const instances = [a!, b!]

    const ids: string[] = []
    for (let i = 0; i < 4; i++) {
      const res = await post(instances[i % 2]!, { ...validMessage, name: `Visitor ${i}` })
      expect(res.status).toBe(201)
      ids.push(String(((await res.json()) as { id: number }).id))
    }
    const readers = ['reader0@example.com', 'reader1@example.com']
    for (const [i, email] of readers.entries()) expect((await signUp(instances[i % 2]!, email)).status).toBe(202)

    const contactIds = (mails: typeof sink.received) =>
      mails.map((m) => m.headers['x-contact-message-id']).filter((id): id is string => id !== undefined)
    const recipients = (mails: typeof sink.received) =>
      mails.flatMap((m) => m.rcptTo).filter((to) => readers.includes(to))
    await waitFor(
      () =>
        ids.every((id) => contactIds(sink.accepted).includes(id)) &&
        readers.every((to) => recipients(sink.accepted).includes(to)),
      { timeoutMs: 180_000, what: 'every e-mail to be accepted' },
    )
    // A stopping instance finishes the e-mails it is sending: after this, no send is in flight.
    await Promise.all(instances.map((s) => s.stop()))

    expect.soft(contactIds(sink.received).sort(), 'contact messages received by the relay').toEqual([...ids].sort())
    expect.soft(recipients(sink.received).sort(), 'newsletter confirmations received by the relay').toEqual(readers)
    expect(await statuses()).toEqual([...ids.map(() => 'messages:sent'), ...readers.map(() => 'newsletter_mails:sent')])
  })
})

describe('a sender cut off from PostgreSQL while the relay has not greeted it yet', () => {
  it('gives its send up before its lease ends: the other instance e-mails the message, once', async () => {
    const url = await db.postgres.createDatabase()
    const smtpPort = await freePort()
    const sink = await startSmtpSink(smtpPort, cleanup)
    const releaseGreeting = sink.holdGreeting()
    cleanup(async () => releaseGreeting())
    // Twelve seconds: the sender gives up a second or more before its lease ends, whatever the machine's load.
    const env = { ...smtpEnv(smtpPort), ...outboxSettings(12_000) }
    // Instance a reaches PostgreSQL through the test's proxy, b straight.
    const a = await startServer({ ...env, DATABASE_URL: db.proxy.via(url), DATA_DIR: tempDataDir('cut-off-a') })
    cleanup(a.stop, async () => db.proxy.release())
    expect((await post(a, validMessage)).status).toBe(201)
    await waitFor(() => sink.connections() === 1, { what: 'instance a to connect to the relay' })

    // a is waiting for the relay's greeting, and can no longer renew its lease: PostgreSQL's answers are held back.
    db.proxy.hold()
    const b = await startServer({ ...env, DATABASE_URL: url, DATA_DIR: tempDataDir('cut-off-b') })
    cleanup(b.stop)
    const message = async () =>
      (await queryDirect<{ status: string; attempts: number }>(url, 'SELECT status, attempts FROM messages'))[0]
    await waitFor(async () => (await message())!.attempts === 2, { what: 'instance b to claim the message' })
    // The relay greets both connections now: a's, if it still had one, and b's.
    releaseGreeting()
    await waitFor(async () => (await message())!.status === 'sent', { what: 'the message to be sent' })
    db.proxy.release()
    await Promise.all([a.stop(), b.stop()])

    expect(sink.received, 'mails received by the relay').toHaveLength(1)
    expect(a.output()).toContain('giving the send up before it ends')
  })
})

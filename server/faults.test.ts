import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { openDatabase, SqliteMessageStore } from './messages/SqliteMessageStore'
import { contactAnswers } from '../content/contactForm'
import {
  cleanUpAfterEach,
  holdWriteLock,
  postMessage as post,
  smtpEnv,
  spawnServer,
  startServer,
  statusOf as status,
  type ServerProcess,
} from './testing/serverProcess'
import { startSmtpSink, type SmtpSink } from './testing/smtpSink'
import { fixtureDist, tempDataDir, validMessage } from './testing/testApp'
import { freePort } from '../scripts/lib/ports'
import { waitFor } from './testing/waitFor'

// Each test runs real server processes: minutes on a busy machine.
vi.setConfig({ testTimeout: 240_000 })
const cleanup = cleanUpAfterEach()

/**
 * The outbox's retries a second apart at most instead of 30 s to an hour (SMTP_RETRY_BASE_MS, SMTP_RETRY_MAX_MS), and
 * enough of them that no message becomes a dead letter while SMTP is down.
 */
const quickRetries = { SMTP_RETRY_BASE_MS: '200', SMTP_RETRY_MAX_MS: '1000', SMTP_MAX_ATTEMPTS: '100' }

/** The message's row, read from the database file as the sales command would. */
function row(dataDir: string, id: number) {
  const db = openDatabase(dataDir)
  try {
    return db.prepare('SELECT status, attempts FROM messages WHERE id = ?').get(id) as
      { status: string; attempts: number } | undefined
  } finally {
    db.close()
  }
}

/**
 * Posts a message whose mail reaches SMTP, then has another process take the database's write lock before SMTP says
 * yes: the server cannot record the delivery. Resolves with the message's id and the lock once the server met it.
 */
async function sendIntoLockedDatabase(server: ServerProcess, sink: SmtpSink, dataDir: string) {
  const release = sink.hold()
  const { id } = (await (await post(server)).json()) as { id: number }
  await waitFor(() => sink.received.length === 1, { what: 'the mail to reach SMTP' })
  const lock = await holdWriteLock(dataDir)
  cleanup(lock.release)
  release()
  await waitFor(() => server.output().includes('the message store failed'), { what: 'the server to meet the lock' })
  return { id, lock }
}

describe('the database locked by another process', () => {
  it('keeps serving pages, answers 503 to messages and health, and sends the accepted mail once when the lock goes', async () => {
    const dataDir = tempDataDir('locked')
    const smtpPort = await freePort()
    const sink = await startSmtpSink(smtpPort, cleanup)
    const server = await startServer({ DATA_DIR: dataDir, ...smtpEnv(smtpPort) })
    cleanup(server.stop)

    const { id, lock } = await sendIntoLockedDatabase(server, sink, dataDir)

    expect(await status(server, '/')).toBe(200)
    expect(await status(server, '/contact')).toBe(200)
    expect(await status(server, '/healthz')).toBe(503)
    const refused = await post(server, { ...validMessage, name: 'Grace Hopper' })
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({ message: contactAnswers.unavailable })
    expect(server.child.exitCode).toBeNull()

    await lock.release()
    await waitFor(async () => (await status(server, '/healthz')) === 200, { what: 'health back to 200' })
    await waitFor(() => row(dataDir, id)?.status === 'sent', {
      timeoutMs: 60_000,
      what: 'the delivery to be recorded',
    })
    expect(sink.accepted).toHaveLength(1)
    expect((await post(server)).status).toBe(201)
  })
})

describe('a crash after SMTP accepted a mail but before "sent" was recorded', () => {
  it('does not e-mail it again after the restart', async () => {
    const dataDir = tempDataDir('sent-crash')
    const smtpPort = await freePort()
    const sink = await startSmtpSink(smtpPort, cleanup)
    // A short lease, so that the restarted server takes the message over without waiting ten minutes.
    const env = { DATA_DIR: dataDir, ...smtpEnv(smtpPort), SMTP_LEASE_SECONDS: '2' }
    const first = await startServer(env)
    cleanup(first.stop)

    const { id, lock } = await sendIntoLockedDatabase(first, sink, dataDir)
    expect(sink.accepted).toHaveLength(1)
    first.child.kill('SIGKILL')
    await first.exited
    await lock.release()
    expect(row(dataDir, id)?.status).toBe('pending')

    const second = await startServer(env)
    cleanup(second.stop)
    await waitFor(() => row(dataDir, id)?.status === 'sent', {
      timeoutMs: 60_000,
      what: 'the restarted server to record the delivery',
    })
    // The log line comes down the process's pipe, which may trail the database's state.
    await waitFor(() => second.output().includes('not sent again'), { what: 'the log to say it was not sent again' })
    expect(sink.accepted).toHaveLength(1)
    expect(sink.received).toHaveLength(1)
  })
})

describe('two servers on one DATA_DIR', () => {
  it('e-mail each message once when the SMTP server comes back', async () => {
    const dataDir = tempDataDir('two')
    const smtpPort = await freePort()
    const env = { DATA_DIR: dataDir, ...smtpEnv(smtpPort), SMTP_LEASE_SECONDS: '30', ...quickRetries }
    const [a, b] = await Promise.all([startServer(env), startServer(env)])
    cleanup(a.stop, b.stop)

    const ids: number[] = []
    for (let i = 0; i < 8; i++) {
      // A request waits 250 ms at most for the other server's write lock (its outbox retrying every second), then is
      // answered 503, nothing stored: on a busy machine that happens now and then, and the visitor sends again.
      const send = () => post(i % 2 ? b : a, { ...validMessage, name: `Visitor ${i}` })
      let res = await send()
      for (let tries = 1; res.status === 503 && tries < 5; tries++) res = await send()
      expect(res.status).toBe(201)
      ids.push(((await res.json()) as { id: number }).id)
    }
    // SMTP is down: every message has had a failed attempt.
    await waitFor(
      () => ids.every((id) => (row(dataDir, id)?.attempts ?? 0) >= 1 && row(dataDir, id)?.status === 'pending'),
      { what: 'failed attempts' },
    )
    await waitFor(
      () =>
        a.output().includes('contact message not delivered') || b.output().includes('contact message not delivered'),
      { what: 'a failure' },
    )

    const sink = await startSmtpSink(smtpPort, cleanup)
    await waitFor(() => ids.every((id) => row(dataDir, id)?.status === 'sent'), {
      intervalMs: 250,
      what: 'every message to be sent',
    })
    const delivered = sink.accepted.map((m) => m.headers['x-contact-message-id'])
    expect([...delivered].sort()).toEqual(ids.map(String).sort())
    expect(new Set(sink.received.map((m) => m.headers['message-id'])).size).toBe(ids.length)
  })
})

describe('a database that cannot be opened', () => {
  it('does not keep the site from starting; health and messages answer 503 until it can be opened', async () => {
    const dataDir = tempDataDir('unopenable')
    const file = path.join(dataDir, 'messages.db')
    fs.writeFileSync(file, 'not an SQLite database, whatever its name says. '.repeat(4))
    const server = await startServer({ DATA_DIR: dataDir })
    cleanup(server.stop)

    expect(await status(server, '/')).toBe(200)
    expect(await status(server, '/healthz')).toBe(503)
    expect((await post(server)).status).toBe(503)
    await waitFor(() => server.output().includes('the contact database cannot be opened'), { what: 'the log line' })

    fs.rmSync(file)
    await waitFor(async () => (await status(server, '/healthz')) === 200, { what: 'health back to 200' })
    expect((await post(server)).status).toBe(201)
  })
})

describe('a search index that is not a database (a broken copy of the build)', () => {
  it('does not keep the site from starting: pages and messages are served, searches answer 503', async () => {
    const dist = fixtureDist()
    cleanup(async () => fs.rmSync(dist, { recursive: true }))
    fs.writeFileSync(path.join(dist, 'search.db'), 'not an SQLite database, whatever its name says. '.repeat(4))
    const server = await startServer({ DATA_DIR: tempDataDir('broken-search'), DIST_DIR: dist })
    cleanup(server.stop)

    for (const route of ['/', '/products/fr8lens', '/healthz']) expect(await status(server, route), route).toBe(200)
    expect(await status(server, '/api/search?q=cork')).toBe(503)
    expect(await status(server, '/search?q=cork')).toBe(503)
    expect((await post(server)).status).toBe(201)
    await waitFor(() => server.output().includes('the search index cannot be read'), { what: 'the log line' })
  })
})

describe('a second server that cannot bind its port', () => {
  it('exits without having sent anything', async () => {
    const dataDir = tempDataDir('port-taken')
    const store = new SqliteMessageStore(dataDir)
    const { id } = await store.add(validMessage)
    await store.close()
    const smtpPort = await freePort()
    const sink = await startSmtpSink(smtpPort, cleanup)
    // The port is taken (by another server, as in a second `npm start`).
    const taken = net.createServer().listen(0, '127.0.0.1')
    await new Promise((r) => taken.once('listening', r))
    cleanup(() => new Promise((r) => taken.close(r)))

    const second = await spawnServer({
      DATA_DIR: dataDir,
      ...smtpEnv(smtpPort),
      PORT: String((taken.address() as net.AddressInfo).port),
    })
    const { code } = await second.exited
    expect(code).not.toBe(0)
    expect(second.output()).toContain('EADDRINUSE')
    expect(sink.connections()).toBe(0)
    expect(row(dataDir, id)).toEqual({ status: 'pending', attempts: 0 })
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { freePort } from '../../scripts/lib/ports'
import { usePostgres } from '../testing/postgres'
import { cleanUpAfterEach, postMessage, smtpEnv, startServer } from '../testing/serverProcess'
import { startSmtpSink, textOf } from '../testing/smtpSink'
import { tempDataDir, validMessage } from '../testing/testApp'
import { waitFor } from '../testing/waitFor'
import { runDataRequest } from './cli'
import type { PersonalData } from './personalData'
import { runCommand } from '../testing/runCommand'

// Real server processes, a real SMTP server on loopback, SQLite and a real PostgreSQL; the command runs as the legal
// team runs it, against the server's data.
vi.setConfig({ testTimeout: 180_000 })
const cleanup = cleanUpAfterEach()

const db = usePostgres()

async function dataRequest(env: Record<string, string>, ...argv: string[]) {
  const { code, out, err } = await runCommand(runDataRequest, env, ...argv)
  expect(code, err).toBe(0)
  return out
}

const stores = [
  { name: 'SQLite', env: async () => ({ DATA_DIR: tempDataDir('data-request') }) },
  {
    name: 'PostgreSQL',
    env: async () => ({ DATA_DIR: tempDataDir('data-request-pg'), DATABASE_URL: await db.postgres.createDatabase() }),
  },
]

describe.each(stores)('npm run data-request on $name', (store) => {
  it('exports and erases the messages, subscription, sent mail, log lines and rate-limit entries of one address', async () => {
    const env = await store.env()
    const person = 'person@example.com'
    const sinkPort = await freePort()
    const sink = await startSmtpSink(sinkPort, cleanup)
    const port = String(await freePort())
    let server = await startServer({ ...env, ...smtpEnv(sinkPort), PORT: port, SITE_URL: `http://127.0.0.1:${port}` })
    cleanup(server.stop)

    // A contact message, e-mailed to the sales team; a newsletter sign-up, confirmed.
    expect((await postMessage(server, { ...validMessage, email: 'Person@Example.com' })).status).toBe(201)
    const signUp = await fetch(`${server.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person, page: '/videos' }),
    })
    expect(signUp.status).toBe(202)
    await waitFor(() => sink.accepted.length === 2, { what: 'the contact e-mail and the confirmation' })
    const confirmation = sink.accepted.find((m) => m.rcptTo.includes(person))!
    const token = /token=([\w-]{43})/.exec(textOf(confirmation))![1]!
    await fetch(`${server.url}/newsletter/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    })
    await server.stop()

    // A second message, still waiting in the outbox (this server has no SMTP server).
    server = await startServer(env)
    cleanup(server.stop)
    expect(
      (await postMessage(server, { ...validMessage, email: person, message: 'A second message, not sent yet.' }))
        .status,
    ).toBe(201)

    const found = JSON.parse(await dataRequest(env, 'export', person)) as PersonalData
    expect(found.contactMessages.map((m) => [m.email, m.status])).toEqual([
      ['Person@Example.com', 'sent'],
      [person, 'pending'],
    ])
    expect(found.subscription).toMatchObject({ email: person, status: 'confirmed', signupPage: '/videos' })
    expect(found.subscription?.confirmPolicy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(found.confirmationEmails.map((m) => m.status)).toEqual(['sent'])
    expect(found.deliveryLog).toHaveLength(2)
    expect(found.rateLimitEntries).toHaveLength(1)

    const erased = await dataRequest(env, 'erase', person)
    expect(erased).toContain('contactMessages: 2')
    expect(erased).toContain('subscription: 1')
    expect(erased).toContain('confirmationEmails: 1')
    expect(erased).toContain('deliveryLog: 2')
    expect(erased).toContain('rateLimitEntries: 1')
    expect(JSON.parse(await dataRequest(env, 'export', person))).toEqual({
      email: person,
      contactMessages: [],
      subscription: null,
      confirmationEmails: [],
      deliveryLog: [],
      rateLimitEntries: [],
    })
    // Twice is fine: nothing left to remove.
    expect(await dataRequest(env, 'erase', person)).toContain('contactMessages: 0')
    const sentLog = fs.readFileSync(path.join(env.DATA_DIR, 'outbox-sent.log'), 'utf8')
    for (const line of found.deliveryLog) expect(sentLog).not.toContain(line)
    if (store.name === 'SQLite') {
      // Not in the database file, nor left in its free pages.
      await server.stop()
      expect(fs.readFileSync(path.join(env.DATA_DIR, 'messages.db')).includes(person)).toBe(false)
    }
    await server.stop()

    // The erased message was waiting in the outbox: with SMTP back, the next message goes out and it never does.
    server = await startServer({ ...env, ...smtpEnv(sinkPort) })
    cleanup(server.stop)
    expect((await postMessage(server, { ...validMessage, email: 'marker@example.com' })).status).toBe(201)
    await waitFor(() => sink.accepted.some((m) => m.raw.includes('marker@example.com')), { what: 'the next message' })
    expect(sink.accepted.filter((m) => /person@example\.com/i.test(m.raw))).toHaveLength(2)
  })
})

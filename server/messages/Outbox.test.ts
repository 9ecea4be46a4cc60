import { describe, expect, it } from 'vitest'
import { usePostgres } from '../testing/postgres'
import { cleanUpAfterEach, smtpEnv } from '../testing/serverProcess'
import { startSmtpSink } from '../testing/smtpSink'
import { testApp, validMessage } from '../testing/testApp'
import { freePort } from '../../scripts/lib/ports'
import { waitFor } from '../testing/waitFor'
import { headerSafe, retryDelay } from './Outbox'
import { SqliteMessageStore } from './SqliteMessageStore'

const fastRetries = { SMTP_RETRY_BASE_MS: '100', SMTP_RETRY_MAX_MS: '400', SMTP_POLL_MS: '300' }
const post = (app: Awaited<ReturnType<typeof testApp>>, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

const cleanup = cleanUpAfterEach()

/** The server in this process, e-mailing through `port` with quick retries, closed after the test. */
async function appMailingTo(port: number, extra: Record<string, string> = {}) {
  const app = await testApp({ CONTACT_RATE_LIMIT: '0', ...smtpEnv(port), ...fastRetries, ...extra })
  cleanup(() => app.close())
  return app
}

describe('delivery by e-mail', () => {
  it('delivers a message once: fixed From and To, the visitor only as Reply-To, a Message-ID from the id', async () => {
    const port = await freePort()
    const smtp = await startSmtpSink(port, cleanup)
    const app = await appMailingTo(port)

    // The API refuses line breaks in a name; a row stored before it did must still not make a header of its own.
    const { id } = await app.messages.add({
      ...validMessage,
      name: 'Eve\r\nBcc: victim@example.com',
      company: 'Evil\nCorp',
    })
    app.outbox!.kick()
    await waitFor(async () => (await app.messages.get(id))?.status === 'sent', { what: 'the message to be sent' })
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.rcptTo).toEqual(['sales@ethereal.io'])
    expect(mail!.mailFrom).toBe('website@ethereal.io')
    expect(mail!.headers.from).toBe('E THE REAL website <website@ethereal.io>')
    expect(mail!.headers.to).toBe('sales@ethereal.io')
    expect(mail!.headers['reply-to']).toBe('ada@example.com')
    expect(mail!.headers['message-id']).toMatch(new RegExp(`^<contact-${id}-\\d+@ethereal\\.io>$`))
    // The CR/LF in the name did not make a header of its own.
    expect(mail!.headers.bcc).toBeUndefined()
    expect(mail!.headers.subject).toBe('Website contact: Eve Bcc: victim@example.com (Evil Corp)')
    expect(mail!.raw).toContain(validMessage.message)
    expect(await app.messages.get(id)).toMatchObject({ attempts: 1, lastError: null })
  })

  it('replies to the visitor’s bare address: a name that reads like an address cannot pose as someone else', async () => {
    const port = await freePort()
    const smtp = await startSmtpSink(port, cleanup)
    const app = await appMailingTo(port)
    const { id } = (await post(app, { ...validMessage, name: 'ceo@ethereal.io', email: 'visitor@example.org' })).json()
    await waitFor(async () => (await app.messages.get(id))?.status === 'sent', { what: 'the message to be sent' })
    const [mail] = smtp.received
    expect(mail!.headers['reply-to']).toBe('visitor@example.org')
    // The name the visitor gave is still there to read, where it names no one's address.
    expect(mail!.headers.subject).toBe('Website contact: ceo@ethereal.io (Analytical Engines Ltd)')
    expect(mail!.raw).toContain('Name: ceo@ethereal.io')
  })

  it('never delivers spam', async () => {
    const port = await freePort()
    const smtp = await startSmtpSink(port, cleanup)
    const app = await appMailingTo(port)
    const spam = (await post(app, { ...validMessage, website: 'x' })).json().id
    const real = (await post(app, validMessage)).json().id
    await waitFor(async () => (await app.messages.get(real))?.status === 'sent', { what: 'the real message' })
    expect((await app.messages.get(spam))?.status).toBe('spam')
    expect(smtp.received.map((m) => m.headers['x-contact-message-id'])).toEqual([String(real)])
  })

  it('keeps messages while the SMTP server is down and delivers each exactly once when it is back', async () => {
    const port = await freePort()
    const app = await appMailingTo(port)
    const ids = await Promise.all(
      [1, 2, 3].map(async (n) => (await post(app, { ...validMessage, name: `Visitor ${n}` })).json().id as number),
    )
    await waitFor(
      async () => (await Promise.all(ids.map((id) => app.messages.get(id)))).every((m) => (m?.attempts ?? 0) >= 2),
      { what: 'failed attempts' },
    )
    for (const id of ids)
      expect(await app.messages.get(id)).toMatchObject({
        status: 'pending',
        lastError: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/),
      })

    const smtp = await startSmtpSink(port, cleanup)
    await waitFor(
      async () => (await Promise.all(ids.map((id) => app.messages.get(id)))).every((m) => m?.status === 'sent'),
      { what: 'delivery after the server came back' },
    )
    const messageIds = smtp.received.map((m) => m.headers['message-id'])
    expect(messageIds).toHaveLength(3)
    expect(new Set(messageIds).size).toBe(3)
  })

  it('makes a dead letter after the last attempt; "retry" puts it back into the outbox', async () => {
    const port = await freePort()
    const app = await appMailingTo(port, { SMTP_MAX_ATTEMPTS: '2' })
    const { id } = (await post(app, validMessage)).json()
    await waitFor(async () => (await app.messages.get(id))?.status === 'dead', { what: 'a dead letter' })
    expect((await app.messages.get(id))?.attempts).toBe(2)

    const smtp = await startSmtpSink(port, cleanup)
    expect(await app.messages.mail.retryDead()).toBe(1)
    await waitFor(async () => (await app.messages.get(id))?.status === 'sent', { what: 'delivery after retry' })
    expect(smtp.received).toHaveLength(1)
  })

  it('waits for the e-mail being sent when the server shuts down', async () => {
    const port = await freePort()
    const smtp = await startSmtpSink(port, cleanup)
    // SMTP has the mail and holds its answer: the send is in flight as the server closes.
    const release = smtp.hold()
    const app = await testApp({ CONTACT_RATE_LIMIT: '0', ...smtpEnv(port), ...fastRetries })
    const { id } = (await post(app, validMessage)).json()
    await waitFor(() => smtp.received.length === 1, { what: 'the mail to arrive' })
    const closed = app.close()
    setTimeout(release, 300)
    await closed
    const store = new SqliteMessageStore(app.dataDir)
    expect((await store.get(id))?.status).toBe('sent')
    await store.close()
  })
})

describe('delivery by e-mail, on PostgreSQL', () => {
  const db = usePostgres()

  it('records every message as sent as soon as SMTP accepted it, the last ones of a burst too', async () => {
    const port = await freePort()
    const smtp = await startSmtpSink(port, cleanup)
    // No poll and a long lease: a delivery left unrecorded would stay 'pending' for a minute, and be taken over by
    // another instance after the lease and sent again.
    const app = await testApp({
      DATABASE_URL: await db.postgres.createDatabase(),
      CONTACT_RATE_LIMIT: '0',
      ...smtpEnv(port),
      SMTP_POLL_MS: '60000',
    })
    cleanup(() => app.close())
    for (let burst = 0; burst < 3; burst++) {
      await Promise.all(Array.from({ length: 9 }, () => app.messages.add(validMessage)))
      app.outbox!.kick()
      await waitFor(() => smtp.accepted.length === 9 * (burst + 1), { what: 'the burst to be e-mailed' })
      await waitFor(async () => (await app.messages.counts()).pending === undefined, {
        what: `every delivery of burst ${burst + 1} recorded as sent (left pending: ${(await app.messages.counts()).pending})`,
      })
    }
    expect(await app.messages.counts()).toEqual({ sent: 27 })
  })
})

describe('outbox helpers', () => {
  it('strips control characters from header text', () => {
    expect(headerSafe('a\r\nb\tc\u0000d\u2028e')).toBe('a b c d e')
  })
  it('backs off exponentially with jitter, up to a maximum', () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const d = retryDelay(attempt, 1000, 60_000)
      const full = Math.min(60_000, 1000 * 2 ** (attempt - 1))
      expect(d).toBeGreaterThanOrEqual(full / 2)
      expect(d).toBeLessThanOrEqual(full)
    }
  })
})

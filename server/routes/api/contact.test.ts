import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../messages/SqliteMessageStore'
import { testApp, validMessage } from '../../testing/testApp'
import { contactMessages } from './contact'

type App = Awaited<ReturnType<typeof testApp>>
const json = (payload: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/contact',
  headers: { 'content-type': 'application/json', ...headers },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
})
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/contact',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload: new URLSearchParams(fields).toString(),
})
const rows = (app: App) => app.messages.list()

describe('POST /api/contact without limits', () => {
  let app: App
  const logLines: string[] = []
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) })
    app = await testApp({ CONTACT_RATE_LIMIT: '0', CONTACT_MIN_FILL_MS: '3000' }, { logger: { level: 'info', stream } })
  })
  afterAll(() => app.close())

  it('stores a valid message and answers 201 with its id, only once it is in the database', async () => {
    const res = await app.inject(json({ ...validMessage, name: '  Ada Lovelace  ' }))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({ id: expect.any(Number), message: 'Thank you for your message. Our team will get back to you soon.' })
    expect(await app.messages.get(body.id)).toMatchObject({ ...validMessage, name: 'Ada Lovelace', status: 'pending' })
  })

  it('logs the message id and outcome, never the text or the e-mail address', async () => {
    const res = await app.inject(json({ ...validMessage, email: 'secret.person@example.org', message: 'A confidential text for the log test.' }))
    const { id } = res.json()
    const log = logLines.join('')
    expect(log).toContain(`"messageId":${id}`)
    expect(log).toContain('"outcome":"stored"')
    expect(log).not.toContain('secret.person@example.org')
    expect(log).not.toContain('confidential')
  })

  it('rejects invalid fields with 400 and the spec’s message for each', async () => {
    const res = await app.inject(json({ name: 'A', email: 'not-an-email', company: ' ', message: 'short' }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      message: contactMessages.invalid,
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        company: 'Company must be at least 2 characters.',
        message: 'Message must be at least 10 characters.',
      },
    })
  })

  it('names only the fields that are wrong', async () => {
    const res = await app.inject(json({ ...validMessage, email: 'ada@' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address.' })
  })

  it.each([
    ['name', 201, 'Name must be at most 200 characters.'],
    ['company', 201, 'Company must be at most 200 characters.'],
    ['message', 5001, 'Message must be at most 5000 characters.'],
  ])('limits %s to its maximum length', async (field, length, text) => {
    const ok = await app.inject(json({ ...validMessage, [field]: 'x'.repeat(length - 1) }))
    expect(ok.statusCode).toBe(201)
    const res = await app.inject(json({ ...validMessage, [field]: 'x'.repeat(length) }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ [field]: text })
  })

  it('limits the e-mail address to 254 characters', async () => {
    const res = await app.inject(json({ ...validMessage, email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address.' })
  })

  it('treats fields that are not text as missing', async () => {
    const res = await app.inject(json({ name: 42, email: ['a@b.co'], company: { x: 1 }, message: null }))
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().errors).sort()).toEqual(['company', 'email', 'message', 'name'])
  })

  it.each([['[1,2]'], ['null'], ['"text"'], ['17']])('answers a JSON body that is not an object (%s) with the field errors', async (payload) => {
    const res = await app.inject(json(payload))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(contactMessages.invalid)
  })

  it.each([['{"name": "Ada",'], ['{name: 1}'], ['']])('answers malformed JSON (%j) with 400', async (payload) => {
    const res = await app.inject(json(payload))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: contactMessages.unreadable, errors: {} })
  })

  it('answers a body over 32 KB with 413, as JSON or as a form', async () => {
    const big = 'x'.repeat(33 * 1024)
    for (const req of [json({ ...validMessage, message: big }), form({ ...validMessage, message: big })]) {
      const res = await app.inject(req)
      expect(res.statusCode).toBe(413)
      expect(res.json()).toEqual({ message: contactMessages.tooLarge, errors: {} })
    }
  })

  it.each([['text/plain'], ['multipart/form-data; boundary=x'], ['application/xml'], ['application/jsonx'], [undefined]])(
    'answers content type %s with 415',
    async (type) => {
      const res = await app.inject({ method: 'POST', url: '/api/contact', headers: type ? { 'content-type': type } : {}, payload: 'name=Ada' })
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({ message: contactMessages.unsupported, errors: {} })
    },
  )

  it('accepts JSON with a charset', async () => {
    const res = await app.inject(json(validMessage, { 'content-type': 'application/json; charset=utf-8' }))
    expect(res.statusCode).toBe(201)
  })

  describe('idempotency', () => {
    it('stores a retried message once and answers it the same way', async () => {
      const key = crypto.randomUUID()
      const before = (await rows(app)).length
      const first = await app.inject(json({ ...validMessage, idempotencyKey: key }))
      const again = await app.inject(json({ ...validMessage, idempotencyKey: key }))
      expect(first.statusCode).toBe(201)
      expect(again.statusCode).toBe(201)
      expect(again.json()).toEqual(first.json())
      expect((await rows(app)).length).toBe(before + 1)
    })

    it('also within one burst of concurrent retries, and with the Idempotency-Key header', async () => {
      const key = crypto.randomUUID()
      const before = (await rows(app)).length
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => app.inject(i % 2 ? json({ ...validMessage, idempotencyKey: key }) : json(validMessage, { 'idempotency-key': key }))),
      )
      expect(new Set(answers.map((a) => a.body)).size).toBe(1)
      expect((await rows(app)).length).toBe(before + 1)
    })
  })

  describe('spam', () => {
    it('answers a filled honeypot like real mail, stores it flagged', async () => {
      const res = await app.inject(json({ ...validMessage, website: 'http://spam.example' }))
      expect(res.statusCode).toBe(201)
      expect(res.json().message).toBe(contactMessages.sent)
      expect(await app.messages.get(res.json().id)).toMatchObject({ status: 'spam', spamReason: 'honeypot' })
    })

    it('flags a form sent sooner than a person could fill it', async () => {
      const fast = await app.inject(json({ ...validMessage, startedAt: String(Date.now() - 500) }))
      expect(fast.statusCode).toBe(201)
      expect(await app.messages.get(fast.json().id)).toMatchObject({ status: 'spam', spamReason: 'too-fast' })
      const human = await app.inject(json({ ...validMessage, startedAt: String(Date.now() - 20_000) }))
      expect(await app.messages.get(human.json().id)).toMatchObject({ status: 'pending', spamReason: null })
      // Without JavaScript the pre-rendered form has no start time: not held against the visitor.
      const noJs = await app.inject(form({ ...validMessage, startedAt: '', website: '' }))
      expect(noJs.statusCode).toBe(303)
      expect((await rows(app))[0]).toMatchObject({ status: 'pending' })
    })
  })

  describe('plain form posts (no JavaScript)', () => {
    it('redirects to the thank-you page with 303 after storing the message', async () => {
      const before = (await rows(app)).length
      const res = await app.inject(form({ ...validMessage, website: '', startedAt: '', idempotencyKey: crypto.randomUUID() }))
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/contact/thank-you')
      expect((await rows(app)).length).toBe(before + 1)
    })

    it('answers invalid fields with 400 and a page that shows the messages', async () => {
      const res = await app.inject(form({ name: 'Ada Lovelace', email: 'nope', company: 'AE', message: 'short' }))
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toContain('Please enter a valid email address.')
      expect(res.body).toContain('Message must be at least 10 characters.')
      expect(res.body).not.toContain('Name must be at least 2 characters.')
      if (fs.existsSync(path.resolve('dist/client/contact/index.html'))) {
        // The build's /contact page, with the values back in the form and each message in its slot.
        expect(res.body).toMatch(/<input[^>]*value="Ada Lovelace"[^>]*name="name"/)
        expect(res.body).toMatch(/data-error-for="email"[^>]*>Please enter a valid email address.</)
      } else {
        expect(res.body).toContain('href="/#contact"')
      }
    })
  })

  it('answers 503, not success, when the message cannot be committed', async () => {
    const broken = await testApp({ CONTACT_RATE_LIMIT: '0' })
    // Another connection holds the write lock (as another process would).
    const locker = openDatabase(broken.dataDir)
    locker.exec('BEGIN IMMEDIATE')
    const res = await broken.inject(json(validMessage))
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ message: contactMessages.unavailable, errors: {} })
    expect((await broken.inject('/healthz')).statusCode).toBe(503)
    locker.exec('ROLLBACK')
    locker.close()
    await broken.close()
  })
})

describe('rate limits', () => {
  let app: App | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  it('allows 5 messages a minute per address by default, then answers 429 with a JSON message', async () => {
    app = await testApp({})
    for (let i = 0; i < 5; i++) expect((await app.inject(json(validMessage))).statusCode).toBe(201)
    const res = await app.inject(json(validMessage))
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ message: contactMessages.tooMany, errors: {} })
    expect(res.headers['retry-after']).toBeDefined()
    // Another address is not affected, and the rest of the site neither.
    expect((await app.inject({ ...json(validMessage), remoteAddress: '10.0.0.2' })).statusCode).toBe(201)
    expect((await app.inject('/')).statusCode).toBe(200)
  })

  it('has a daily cap per address', async () => {
    app = await testApp({ CONTACT_RATE_LIMIT: '100', CONTACT_DAILY_LIMIT: '3' })
    for (let i = 0; i < 3; i++) expect((await app.inject(json(validMessage))).statusCode).toBe(201)
    expect((await app.inject(json(validMessage))).statusCode).toBe(429)
  })

  it('is off with CONTACT_RATE_LIMIT=0', async () => {
    app = await testApp({ CONTACT_RATE_LIMIT: '0' })
    for (let i = 0; i < 60; i++) expect((await app.inject(json(validMessage))).statusCode).toBe(201)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy is in front', async () => {
    app = await testApp({ CONTACT_RATE_LIMIT: '1' })
    expect((await app.inject(json(validMessage, { 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(201)
    expect((await app.inject(json(validMessage, { 'x-forwarded-for': '203.0.113.2' }))).statusCode).toBe(429)
    await app.close()

    app = await testApp({ CONTACT_RATE_LIMIT: '1', TRUST_PROXY: 'true' })
    expect((await app.inject(json(validMessage, { 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(201)
    expect((await app.inject(json(validMessage, { 'x-forwarded-for': '203.0.113.2' }))).statusCode).toBe(201)
    expect((await app.inject(json(validMessage, { 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(429)
  })
})

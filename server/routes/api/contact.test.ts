import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import Database from '../../sqlite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../messages/SqliteMessageStore'
import { tempDataDir, testApp, validMessage } from '../../testing/testApp'
import { waitFor } from '../../testing/waitFor'
import { contactAnswers } from '../../../content/contactForm'

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
    expect(body).toEqual({
      id: expect.any(Number),
      message: 'Thank you for your message. Our team will get back to you soon.',
    })
    expect(await app.messages.get(body.id)).toMatchObject({ ...validMessage, name: 'Ada Lovelace', status: 'pending' })
  })

  it('logs the message id and outcome, never the text or the e-mail address', async () => {
    const res = await app.inject(
      json({ ...validMessage, email: 'secret.person@example.org', message: 'A confidential text for the log test.' }),
    )
    const { id } = res.json()
    const log = logLines.join('')
    expect(log).toContain(`"messageId":${id}`)
    expect(log).toContain('"outcome":"stored"')
    expect(log).not.toContain('secret.person@example.org')
    expect(log).not.toContain('confidential')
  })

  it('rejects invalid fields with 400 and the form’s message for each', async () => {
    const res = await app.inject(json({ name: 'A', email: 'not-an-email', company: ' ', message: 'short' }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      message: contactAnswers.invalid,
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
    const res = await app.inject(
      json({ ...validMessage, email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address.' })
  })

  it('treats fields that are not text as missing', async () => {
    const res = await app.inject(json({ name: 42, email: ['a@b.co'], company: { x: 1 }, message: null }))
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().errors).sort()).toEqual(['company', 'email', 'message', 'name'])
  })

  it.each([['[1,2]'], ['null'], ['"text"'], ['17']])(
    'answers a JSON body that is not an object (%s) with the field errors',
    async (payload) => {
      const res = await app.inject(json(payload))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(contactAnswers.invalid)
    },
  )

  it.each([['{"name": "Ada",'], ['{name: 1}'], ['']])('answers malformed JSON (%j) with 400', async (payload) => {
    const res = await app.inject(json(payload))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: contactAnswers.unreadable, errors: {} })
  })

  it('answers a body over 32 KB with 413, as JSON to JSON and as the contact page to a form', async () => {
    const big = 'x'.repeat(33 * 1024)
    const res = await app.inject(json({ ...validMessage, message: big }))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: contactAnswers.tooLarge, errors: {} })
    const page = await app.inject(form({ ...validMessage, message: big }))
    expect(page.statusCode).toBe(413)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain(contactAnswers.tooLarge)
  })

  it.each([
    ['text/plain'],
    ['multipart/form-data; boundary=x'],
    ['application/xml'],
    ['application/jsonx'],
    [undefined],
  ])('answers content type %s with 415', async (type) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: type ? { 'content-type': type } : {},
      payload: 'name=Ada',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ message: contactAnswers.unsupported, errors: {} })
  })

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

    it('answers a key reused for a different message with 409 and stores nothing; the exact replay still gets the first id', async () => {
      const key = crypto.randomUUID()
      const first = await app.inject(json({ ...validMessage, idempotencyKey: key }))
      const before = (await rows(app)).length
      for (const edit of [
        { message: 'An edited text, sent again with the same key.' },
        { name: 'Grace Hopper' },
        { email: 'grace@example.com' },
        { company: 'Navy' },
      ]) {
        const res = await app.inject(json({ ...validMessage, ...edit, idempotencyKey: key }))
        expect(res.statusCode, JSON.stringify(edit)).toBe(409)
        expect(res.json()).toEqual({ message: contactAnswers.keyReused, errors: {} })
      }
      expect((await rows(app)).length).toBe(before)
      expect((await app.messages.get(first.json().id))!.message).toBe(validMessage.message)
      const replay = await app.inject(
        json({ ...validMessage, message: `  ${validMessage.message}  ` }, { 'idempotency-key': key }),
      )
      expect(replay.statusCode).toBe(201)
      expect(replay.json()).toEqual(first.json())
    })

    it('answers a form post that reuses a key with the contact page, the values kept and the key cleared', async () => {
      const key = crypto.randomUUID()
      await app.inject(form({ ...validMessage, idempotencyKey: key }))
      const res = await app.inject(form({ ...validMessage, company: 'Edited Engines Ltd', idempotencyKey: key }))
      expect(res.statusCode).toBe(409)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toMatch(
        /data-error-for="form"[^>]*>This idempotency key was already used for a different message/,
      )
      expect(res.body).toMatch(/<input[^>]*value="Edited Engines Ltd"[^>]*name="company"/)
      expect(res.body).toMatch(/<input value="" type="hidden" name="idempotencyKey"/)
    })

    it('also within one burst of concurrent retries, and with the Idempotency-Key header', async () => {
      const key = crypto.randomUUID()
      const before = (await rows(app)).length
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          app.inject(
            i % 2 ? json({ ...validMessage, idempotencyKey: key }) : json(validMessage, { 'idempotency-key': key }),
          ),
        ),
      )
      expect(new Set(answers.map((a) => a.body)).size).toBe(1)
      expect((await rows(app)).length).toBe(before + 1)
    })
  })

  describe('spam', () => {
    it('answers a filled honeypot like real mail, stores it flagged', async () => {
      const res = await app.inject(json({ ...validMessage, website: 'http://spam.example' }))
      expect(res.statusCode).toBe(201)
      expect(res.json().message).toBe(contactAnswers.sent)
      expect(await app.messages.get(res.json().id)).toMatchObject({ status: 'spam', spamReason: 'honeypot' })
    })

    it('flags a form sent sooner than a person could fill it, by the duration the browser measured', async () => {
      const fast = await app.inject(json({ ...validMessage, fillMs: 500 }))
      expect(fast.statusCode).toBe(201)
      expect(await app.messages.get(fast.json().id)).toMatchObject({ status: 'spam', spamReason: 'too-fast' })
      const human = await app.inject(json({ ...validMessage, fillMs: 20_000 }))
      expect(await app.messages.get(human.json().id)).toMatchObject({ status: 'pending', spamReason: null })
      // Without JavaScript the pre-rendered form measures nothing: not held against the visitor.
      const noJs = await app.inject(form({ ...validMessage, fillMs: '', website: '' }))
      expect(noJs.statusCode).toBe(303)
      expect((await rows(app))[0]).toMatchObject({ status: 'pending' })
    })
  })

  describe('control characters', () => {
    it.each([
      ['name', '\u001b[2JMallory', 'Name must not contain invisible control characters.'],
      ['company', 'Evil\u202eCorp', 'Company must not contain invisible control characters.'],
      ['email', 'ada\u0007@example.com', 'Please enter a valid email address.'],
      [
        'message',
        'Hello there \u0000 and a bell \u0007.',
        'Message must not contain invisible control characters (line breaks and tabs are fine).',
      ],
    ])('refuses them in %s with the field’s message and stores nothing', async (field, value, text) => {
      const before = (await rows(app)).length
      const res = await app.inject(json({ ...validMessage, [field]: value }))
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual({ [field]: text })
      expect((await rows(app)).length).toBe(before)
    })

    it('keeps line breaks and tabs in the message', async () => {
      const res = await app.inject(json({ ...validMessage, message: 'Line one\r\nLine two\n\tindented.' }))
      expect(res.statusCode).toBe(201)
      expect((await app.messages.get(res.json().id))!.message).toBe('Line one\r\nLine two\n\tindented.')
    })
  })

  describe('from other sites', () => {
    it.each([
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site cross-site with our own Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' }],
    ])('refuses a post with %s with 403 and stores nothing', async (_, headers) => {
      const before = (await rows(app)).length
      const res = await app.inject(json(validMessage, headers))
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: contactAnswers.crossSite, errors: {} })
      const page = await app.inject(form({ ...validMessage, message: 'Visit spam.example for cheap pills!' }, headers))
      expect(page.statusCode).toBe(403)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.body).toContain(contactAnswers.crossSite)
      // Their text is never shown on our page.
      expect(page.body).not.toContain('spam.example')
      expect((await rows(app)).length).toBe(before)
    })

    it('accepts same-origin posts and clients that send no Origin (curl, integrations)', async () => {
      expect(
        (await app.inject(json(validMessage, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })))
          .statusCode,
      ).toBe(201)
      expect((await app.inject(json(validMessage))).statusCode).toBe(201)
      expect(
        (await app.inject(form({ ...validMessage, website: '' }, { origin: 'http://localhost' }))).statusCode,
      ).toBe(303)
    })

    it('accepts the SITE_URL origin behind a TLS proxy, and the forwarded origin only when the proxy is trusted', async () => {
      const proxied = await testApp({ CONTACT_RATE_LIMIT: '0', SITE_URL: 'https://www.example.com' })
      expect((await proxied.inject(json(validMessage, { origin: 'https://www.example.com' }))).statusCode).toBe(201)
      const forwarded = {
        origin: 'https://shop.example.net',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'shop.example.net',
      }
      expect((await proxied.inject(json(validMessage, forwarded))).statusCode).toBe(403)
      await proxied.close()
      // Over real HTTP: the forwarded headers are read from the socket's peer, which inject does not have.
      const trusting = await testApp({ CONTACT_RATE_LIMIT: '0', TRUST_PROXY: '127.0.0.1' })
      const base = await trusting.listen({ port: 0, host: '127.0.0.1' })
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwarded },
        body: JSON.stringify(validMessage),
      })
      expect(res.status).toBe(201)
      await trusting.close()
    })
  })

  describe('plain form posts (no JavaScript)', () => {
    it('gives every value back literally, $& and $$ included', async () => {
      const values = {
        name: 'Money$&More',
        email: 'not-an-email$$',
        company: 'Cash $1 & "Sons" <Ltd>',
        message: "It's $$5 and $& and $` more.",
      }
      const res = await app.inject(form(values))
      expect(res.statusCode).toBe(400)
      expect(res.body).toMatch(/<input value="Money\$&#38;More"[^>]*name="name"/)
      expect(res.body).toMatch(/<input value="not-an-email\$\$"[^>]*name="email"/)
      expect(res.body).toMatch(/<input value="Cash \$1 &#38; &#34;Sons&#34; &#60;Ltd&#62;"[^>]*name="company"/)
      expect(res.body).toContain('>\nIt&#39;s $$5 and $&#38; and $` more.</textarea>')
    })

    it('redirects to the thank-you page with 303 after storing the message', async () => {
      const before = (await rows(app)).length
      const res = await app.inject(
        form({ ...validMessage, website: '', startedAt: '', idempotencyKey: crypto.randomUUID() }),
      )
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

  it('answers 415 to a browser’s form of another encoding with the contact page and its message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--\r\n',
    })
    expect(res.statusCode).toBe(415)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toMatch(new RegExp(`data-error-for="form"[^>]*>${contactAnswers.unsupported}<`))
  })

  it('answers 503, not success, when the message cannot be committed', async () => {
    const broken = await testApp({ CONTACT_RATE_LIMIT: '0' })
    // Another connection holds the write lock (as another process would).
    const locker = openDatabase(broken.dataDir)
    locker.exec('BEGIN IMMEDIATE')
    const res = await broken.inject(json(validMessage))
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ message: contactAnswers.unavailable, errors: {} })
    expect((await broken.inject('/healthz')).statusCode).toBe(503)
    locker.exec('ROLLBACK')
    locker.close()
    await broken.close()
  })

  it(
    'answers a form post with 503 and the contact page, values kept, while another connection holds the write lock',
    { timeout: 60_000 },
    async () => {
      const locked = await testApp({ CONTACT_RATE_LIMIT: '1' })
      const holder = new Database(path.join(locked.dataDir, 'messages.db'))
      holder.exec('BEGIN IMMEDIATE')
      try {
        const res = await locked.inject(form({ ...validMessage, company: 'Locked $& Out Ltd' }))
        expect(res.statusCode).toBe(503)
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(res.body).toMatch(new RegExp(`data-error-for="form"[^>]*>${contactAnswers.unavailable}<`))
        expect(res.body).toMatch(/<input[^>]*value="Locked \$&#38; Out Ltd"[^>]*name="company"/)
      } finally {
        holder.exec('ROLLBACK')
        holder.close()
      }
      // The failed attempt did not use up the visitor's one message a minute (once the store writes again: after a
      // fault it fails fast for a moment rather than make every request wait on the lock).
      await waitFor(
        () =>
          locked.messages.checkWritable().then(
            () => true,
            () => false,
          ),
        { what: 'the store to write again' },
      )
      expect((await locked.inject(form(validMessage))).statusCode).toBe(303)
      await locked.close()
    },
  )
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
    expect(res.json()).toEqual({ message: contactAnswers.tooMany, errors: {} })
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

  it('answers a form post over the limit with 429 and the contact page, values kept', async () => {
    app = await testApp({ CONTACT_RATE_LIMIT: '1' })
    expect((await app.inject(form(validMessage))).statusCode).toBe(303)
    const res = await app.inject(form({ ...validMessage, message: 'A second message, $$ and all.' }))
    expect(res.statusCode).toBe(429)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['retry-after']).toBeDefined()
    expect(res.body).toMatch(new RegExp(`data-error-for="form"[^>]*>${contactAnswers.tooMany}<`))
    expect(res.body).toContain('>\nA second message, $$ and all.</textarea>')
  })

  it('counts only stored messages: a visitor without JavaScript who fails validation 5 times can still send', async () => {
    app = await testApp({})
    for (let i = 0; i < 5; i++)
      expect((await app.inject(form({ ...validMessage, email: `try-${i}` }))).statusCode).toBe(400)
    expect((await app.inject(form(validMessage))).statusCode).toBe(303)
    // … and a replay of a stored message is not a new one.
    const key = crypto.randomUUID()
    for (let i = 0; i < 6; i++)
      expect((await app.inject(json({ ...validMessage, idempotencyKey: key }))).statusCode).toBe(201)
    for (let i = 0; i < 3; i++) expect((await app.inject(json(validMessage))).statusCode).toBe(201)
    expect((await app.inject(json(validMessage))).statusCode).toBe(429)
    expect(await app.messages.list()).toHaveLength(5)
  })

  it('caps all posts from an address at CONTACT_POST_LIMIT a minute, invalid ones included', async () => {
    app = await testApp({ CONTACT_POST_LIMIT: '8' })
    for (let i = 0; i < 8; i++)
      expect((await app.inject(json({ ...validMessage, email: 'nope' }))).statusCode).toBe(400)
    expect((await app.inject(json(validMessage))).statusCode).toBe(429)
    expect((await app.inject({ ...json(validMessage), remoteAddress: '10.9.9.9' })).statusCode).toBe(201)
  })

  it.each([
    ['IPv4 /24', (i: number) => `198.51.100.${i + 1}`, '198.51.101.1'],
    ['IPv6 /48', (i: number) => `2001:db8:7:${i.toString(16)}::1`, '2001:db8:8::1'],
  ])('caps new messages a minute per network (%s) against address rotation', async (_, inNetwork, elsewhere) => {
    app = await testApp({ CONTACT_RATE_LIMIT: '1', CONTACT_NETWORK_LIMIT: '4' })
    for (let i = 0; i < 4; i++)
      expect((await app.inject({ ...json(validMessage), remoteAddress: inNetwork(i) })).statusCode).toBe(201)
    const res = await app.inject({ ...json(validMessage), remoteAddress: inNetwork(4) })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ message: contactAnswers.tooMany, errors: {} })
    expect((await app.inject({ ...json(validMessage), remoteAddress: elsewhere })).statusCode).toBe(201)
  })

  it('counts an IPv6 host by its /64, whatever address in it it picks', async () => {
    app = await testApp({ CONTACT_RATE_LIMIT: '1' })
    expect((await app.inject({ ...json(validMessage), remoteAddress: '2001:db8:9:1::a' })).statusCode).toBe(201)
    expect((await app.inject({ ...json(validMessage), remoteAddress: '2001:db8:9:1:ffff::b' })).statusCode).toBe(429)
    expect((await app.inject({ ...json(validMessage), remoteAddress: '2001:db8:9:2::a' })).statusCode).toBe(201)
  })

  it('keeps the daily count across a restart', async () => {
    app = await testApp({ CONTACT_RATE_LIMIT: '100', CONTACT_DAILY_LIMIT: '3' })
    const { dataDir } = app
    for (let i = 0; i < 3; i++) expect((await app.inject(json(validMessage))).statusCode).toBe(201)
    await app.close()
    app = await testApp({ CONTACT_RATE_LIMIT: '100', CONTACT_DAILY_LIMIT: '3', DATA_DIR: dataDir })
    const res = await app.inject(json(validMessage))
    expect(res.statusCode).toBe(429)
    // Retry-After says when the oldest of the three leaves the day: hours, not a minute.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600)
  })

  it('keeps serving and limiting when the counters’ database cannot be opened', async () => {
    const dataDir = tempDataDir('counters-broken')
    fs.mkdirSync(path.join(dataDir, 'counters.db')) // a folder where the file should be
    app = await testApp({ CONTACT_RATE_LIMIT: '2', DATA_DIR: dataDir })
    for (let i = 0; i < 2; i++) expect((await app.inject(json(validMessage))).statusCode).toBe(201)
    expect((await app.inject(json(validMessage))).statusCode).toBe(429)
    expect((await app.inject('/')).statusCode).toBe(200)
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

  it("takes the client from X-Forwarded-For by the proxies' hop count, not from what the client wrote", async () => {
    app = await testApp({ CONTACT_RATE_LIMIT: '1', TRUST_PROXY: '1' })
    // One proxy in front: the client is the address the proxy appended; the ones before it are the client's own words.
    const via = (client: string, forged = '198.51.100.7') =>
      json(validMessage, { 'x-forwarded-for': `${forged}, ${client}` })
    expect((await app.inject(via('203.0.113.1'))).statusCode).toBe(201)
    expect((await app.inject(via('203.0.113.2'))).statusCode).toBe(201)
    expect((await app.inject(via('203.0.113.1', '198.51.100.8'))).statusCode).toBe(429)
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, validMessage } from '../../testing/testApp'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  // A real rate limit too, so that 429s are part of what is fuzzed; most requests come from their own address.
  app = await testApp({ CONTACT_RATE_LIMIT: '5' })
})
afterAll(() => app.close())

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/)
const contentType = fc.option(
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=iso-8859-1',
      'text/plain',
      'multipart/form-data; boundary=----x',
      'application/xml',
      'application/*',
      '*/*',
      'application/json;;;',
    ),
    headerText,
  ),
  { nil: undefined },
)
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.anything(),
  fc.constant('x'.repeat(6000)),
)
const contactLike = fc.record(
  {
    name: fieldValue,
    email: fc.oneof(fc.emailAddress(), fieldValue),
    company: fieldValue,
    message: fieldValue,
    website: fc.oneof(fc.constant(''), fieldValue),
    fillMs: fc.oneof(fc.constant(''), fc.integer(), fc.integer().map(String), fieldValue),
    idempotencyKey: fc.oneof(fc.uuid(), fieldValue),
    __proto__: fc.jsonValue(),
    constructor: fc.jsonValue(),
  },
  { requiredKeys: [] },
)
const body = fc.oneof(
  contactLike.map((o) => JSON.stringify(o) ?? ''),
  // JSON values may be objects whose own keys shadow toString: turn them to text with JSON, never String().
  contactLike.map((o) =>
    new URLSearchParams(
      Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
    ).toString(),
  ),
  fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
  fc.string({ unit: 'binary', maxLength: 2000 }),
  fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
  fc.constant(JSON.stringify({ ...validMessage, message: 'y'.repeat(40_000) })),
  fc.constant('{"name":"' + '\\u0000'.repeat(3000) + '"}'),
  fc.constant(''),
)
const extraHeaders = fc.record(
  {
    'idempotency-key': headerText,
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
    accept: headerText,
    'accept-encoding': headerText,
    'content-encoding': fc.oneof(fc.constantFrom('gzip', 'br', 'deflate', 'identity'), headerText),
    origin: headerText,
    cookie: headerText,
  },
  { requiredKeys: [] },
)

describe('fuzzing POST /api/contact', () => {
  it('never answers 5xx to 5,000 random bodies, content types and headers', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(body, contentType, extraHeaders, fc.ipV4(), async (payload, type, headers, remoteAddress) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress,
          headers: { ...headers, ...(type === undefined ? {} : { 'content-type': type }) },
          payload,
        })
        expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500)
        if (res.headers['content-type']?.toString().startsWith('application/json')) {
          const json = res.json()
          expect(typeof json.message).toBe('string')
          if (res.statusCode >= 400) expect(typeof json.errors).toBe('object')
        }
      }),
      { numRuns: 5000 },
    )
    // … and it still answers normally afterwards.
    const ok = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '192.0.2.200',
      headers: { 'content-type': 'application/json' },
      payload: validMessage,
    })
    expect(ok.statusCode).toBe(201)
    expect((await app.inject('/')).statusCode).toBe(200)
    expect((await app.inject('/healthz')).statusCode).toBe(200)
  })

  it('never answers 5xx to 1,000 random paths', { timeout: 120_000 }, async () => {
    const segment = fc.oneof(
      fc.webSegment(),
      fc.constantFrom('..', '.', '%2e%2e', '%00', '%ff', '%', '.env', 'assets', 'api', '404'),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 6 }),
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
        async (segments, method) => {
          const res = await app.inject({ method: method as 'GET', url: '/' + segments.join('/') })
          expect(res.statusCode, '/' + segments.join('/')).toBeLessThan(500)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { operatorsText } from '../../content/operators'
import { freePort } from '../../scripts/lib/ports'
import { tempDataDir, testApp } from '../testing/testApp'
import { writeAccounts, type Account } from './accounts'
import { csrfTokenOf, operatorAuth, requireRole } from './auth'
import { hashPassword } from './password'

// The operators' sign-in through HTTP, on a small app with the plugin and a page, an API and a form behind roles.

vi.setConfig({ testTimeout: 60_000 })
const PASSWORD = 'correct horse battery staple'
const HOUR = 3_600_000
let ada: Account
let grace: Account

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD)
  ada = { email: 'ada@example.com', name: 'Ada Lovelace', roles: ['analyst'], passwordHash }
  grace = { email: 'grace@example.com', name: 'Grace Hopper', roles: ['writer'], passwordHash }
})

/** The app, its accounts file, its clock (moved by hand) and what its guarded handlers did. */
async function operatorsApp() {
  const file = path.join(tempDataDir('operators-auth'), 'operators.json')
  writeAccounts(file, [ada, grace])
  const clock = { now: Date.parse('2027-01-31T09:00:00Z') }
  const done: string[] = []
  const app = Fastify()
  await app.register(operatorAuth, { accountsFile: file, now: () => clock.now })
  app.get(
    '/analytics',
    { preHandler: requireRole('analyst') },
    async (request) => `figures for ${request.operator!.name}`,
  )
  app.post('/api/things', { preHandler: requireRole('writer') }, async () => {
    done.push('api')
    return { ok: true }
  })
  app.get('/edit', { preHandler: requireRole('writer') }, async (request) => ({ csrf: csrfTokenOf(request) }))
  app.post('/edit', { preHandler: requireRole('writer') }, async () => {
    done.push('form')
    return 'saved'
  })
  await app.ready()
  return { app, file, clock, done }
}
type App = Awaited<ReturnType<typeof operatorsApp>>['app']

const signIn = (app: App, fields: Record<string, string>, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

/** The session cookie (as a Cookie header) and its anti-forgery token, for `account`. */
async function session(app: App, account: Account) {
  const right = await signIn(app, { email: account.email, password: PASSWORD })
  expect(right.statusCode).toBe(303)
  const cookie = right.headers['set-cookie'] as string
  return cookie.split(';')[0]!
}

describe('the operators’ sign-in', () => {
  let o: Awaited<ReturnType<typeof operatorsApp>>
  beforeAll(async () => {
    o = await operatorsApp()
  })
  afterAll(() => o.app.close())

  it('serves an accessible form, signs in with the right password into a strict cookie, refuses and slows a wrong one', async () => {
    const form = await o.app.inject('/login?next=/analytics')
    expect(form.statusCode).toBe(200)
    expect(form.headers['content-security-policy']).toContain("default-src 'none'")
    expect(form.body).toContain(`<label>${operatorsText.login.email}<input`)
    expect(form.body).toContain('<input type="hidden" name="next" value="/analytics"/>')

    const started = Date.now()
    const wrong = await signIn(o.app, { email: ada.email, password: 'hunter2', next: '/analytics' }, '10.0.0.2')
    expect(wrong.statusCode).toBe(401)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    expect(wrong.headers['set-cookie']).toBeUndefined()
    expect(wrong.body).toContain(operatorsText.login.wrong)
    expect((await signIn(o.app, { email: 'nobody@example.com', password: PASSWORD }, '10.0.0.2')).statusCode).toBe(401)

    const right = await signIn(o.app, { email: 'Ada@Example.com', password: PASSWORD, next: '/analytics?last=7' })
    expect(right.statusCode).toBe(303)
    expect(right.headers.location).toBe('/analytics?last=7')
    const cookie = right.headers['set-cookie'] as string
    expect(cookie).toMatch(/^operator_session=[\w.-]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/)
    const page = await o.app.inject({ url: '/analytics', headers: { cookie: cookie.split(';')[0]! } })
    expect(page.body).toBe('figures for Ada Lovelace')
  })

  it('limits an address to 5 attempts a minute, then answers 429 before looking at the password', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signIn(o.app, { email: ada.email, password: `guess ${i}` }, '10.0.0.3')),
    )
    expect(guesses.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401])
    const limited = await signIn(o.app, { email: ada.email, password: PASSWORD }, '10.0.0.3')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBe('60')
    expect(limited.body).toContain(operatorsText.login.tooMany)
    o.clock.now += 61_000
    expect((await signIn(o.app, { email: ada.email, password: PASSWORD }, '10.0.0.3')).statusCode).toBe(303)
  })

  it('sends only to a path of this listener after sign-in, never to another host', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'analytics', '/a b'])
      expect((await signIn(o.app, { email: ada.email, password: PASSWORD, next })).headers.location, next).toBe(
        '/login',
      )
  })

  it('without a session: 401 JSON under /api/, a redirect to the sign-in elsewhere', async () => {
    const api = await o.app.inject({ method: 'POST', url: '/api/things', headers: { 'x-csrf-token': 'x' } })
    expect(api.statusCode).toBe(403) // no session, so no token can be right: refused before the role is looked at
    const get = await o.app.inject('/edit')
    expect(get.statusCode).toBe(303)
    expect(get.headers.location).toBe('/login?next=%2Fedit')
    const page = await o.app.inject('/analytics?from=2027-01-01&to=2027-01-31')
    expect(page.headers.location).toBe(`/login?next=${encodeURIComponent('/analytics?from=2027-01-01&to=2027-01-31')}`)
    const forged = await o.app.inject({
      url: '/analytics',
      headers: { cookie: 'operator_session=YWRh.9999999999999.x.y' },
    })
    expect(forged.statusCode).toBe(303)
  })

  it('answers 401 JSON for an API without a session', async () => {
    const app = Fastify()
    await app.register(operatorAuth, { accountsFile: o.file })
    app.get('/api/things', { preHandler: requireRole('writer') }, async () => [])
    const res = await app.inject('/api/things')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Sign in first' })
    await app.close()
  })

  it('refuses a role the account lacks: 403 JSON under /api/, a page elsewhere', async () => {
    const cookie = await session(o.app, ada)
    const csrf = (await o.app.inject({ url: '/login', headers: { cookie } })).body.match(
      /name="_csrf" value="([^"]+)"/,
    )![1]!
    const api = await o.app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { cookie, 'x-csrf-token': csrf },
    })
    expect(api.statusCode).toBe(403)
    expect(api.json()).toEqual({ error: operatorsText.refused.role })
    const page = await o.app.inject({ url: '/edit', headers: { cookie } })
    expect(page.statusCode).toBe(403)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain(operatorsText.refused.role)
    expect(o.done).toEqual([])
  })

  it('needs the session’s anti-forgery token, in the header or the form, on every POST but the sign-in', async () => {
    const cookie = await session(o.app, grace)
    const { csrf } = (await o.app.inject({ url: '/edit', headers: { cookie } })).json<{ csrf: string }>()
    const post = (url: string, headers: Record<string, string>, payload?: string) =>
      o.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload })
    const missing = await post('/api/things', {})
    expect(missing.statusCode).toBe(403)
    expect(missing.json()).toHaveProperty('error')
    expect((await post('/api/things', { 'x-csrf-token': `${csrf}x` })).statusCode).toBe(403)
    const form = 'application/x-www-form-urlencoded'
    const wrongForm = await post('/edit', { 'content-type': form }, '_csrf=nope&title=x')
    expect(wrongForm.statusCode).toBe(403)
    expect(wrongForm.body).toContain(operatorsText.refused.forged)
    expect(o.done).toEqual([])

    // Another session's token is no good either.
    const other = await session(o.app, grace)
    const otherCsrf = (await o.app.inject({ url: '/edit', headers: { cookie: other } })).json<{ csrf: string }>().csrf
    expect(otherCsrf).not.toBe(csrf)
    expect((await post('/api/things', { 'x-csrf-token': otherCsrf })).statusCode).toBe(403)

    expect((await post('/api/things', { 'x-csrf-token': csrf })).statusCode).toBe(200)
    expect((await post('/edit', { 'content-type': form }, `_csrf=${encodeURIComponent(csrf)}`)).body).toBe('saved')
    expect(o.done).toEqual(['api', 'form'])
    // With the right token, a form another site posts is still refused by its Origin.
    const foreign = await post('/edit', { 'content-type': form, origin: 'https://evil.example' }, `_csrf=${csrf}`)
    expect(foreign.statusCode).toBe(403)
    expect(o.done).toEqual(['api', 'form'])
  })

  it('ends a session after 8 hours, at sign-out, and when the account’s password changes', async () => {
    const first = await session(o.app, ada)
    const seen = (cookie: string) => o.app.inject({ url: '/analytics', headers: { cookie } })
    o.clock.now += 8 * HOUR - 1000
    expect((await seen(first)).statusCode).toBe(200)
    o.clock.now += 2000
    expect((await seen(first)).statusCode).toBe(303)

    const second = await session(o.app, ada)
    const csrf = (await o.app.inject({ url: '/login', headers: { cookie: second } })).body.match(/value="([^"]+)"/)![1]!
    const out = await o.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: second, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${csrf}`,
    })
    expect(out.statusCode).toBe(303)
    expect(out.headers['set-cookie']).toMatch(/^operator_session=;/)
    expect((await seen(second)).statusCode).toBe(303)

    const third = await session(o.app, ada)
    const graceSession = await session(o.app, grace)
    writeAccounts(o.file, [{ ...ada, passwordHash: await hashPassword('a brand new password') }, grace])
    expect((await seen(third)).statusCode).toBe(303)
    expect((await o.app.inject({ url: '/edit', headers: { cookie: graceSession } })).statusCode).toBe(200)
    writeAccounts(o.file, [grace])
    expect((await o.app.inject({ url: '/edit', headers: { cookie: graceSession } })).statusCode).toBe(200)
    writeAccounts(o.file, [ada])
    expect((await o.app.inject({ url: '/edit', headers: { cookie: graceSession } })).statusCode).toBe(303)
  })
})

it('serves the sign-in on the operators’ listener only: the public port answers 404 for /login', async () => {
  const app = await testApp({ METRICS_PORT: String(await freePort()) })
  try {
    expect((await app.inject('/login')).statusCode).toBe(404)
    expect((await app.inject({ method: 'POST', url: '/login', payload: {} })).statusCode).toBe(404)
    expect((await app.operators!.inject('/login')).statusCode).toBe(200)
  } finally {
    await app.close()
  }
})

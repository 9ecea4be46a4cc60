import { afterAll, describe, expect, it, vi } from 'vitest'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/lib/ports'
import { readPolicies } from '../../scripts/policies/readPolicies'
import { usePostgres } from '../testing/postgres'
import { cleanUpAfterEach, smtpEnv, startServer, type ServerProcess } from '../testing/serverProcess'
import { startSmtpSink, textOf, type SmtpSink } from '../testing/smtpSink'
import { tempDataDir } from '../testing/testApp'
import { waitFor } from '../testing/waitFor'
import { runSubscribersCommand } from './cli'
import { runCommand } from '../testing/runCommand'

// Real server processes, a real SMTP server on loopback, SQLite and a real PostgreSQL.
vi.setConfig({ testTimeout: 180_000 })
const cleanup = cleanUpAfterEach()

const db = usePostgres()

const daysAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
/**
 * The build (dist/) as a server reads it, but with a privacy policy that changed: the real one in force from its date,
 * and an earlier version before it, as the build's manifest (as-of/policies.json) would list them. Production has one
 * privacy version so far; a sign-up before and after the change must record each its own.
 */
const realPrivacy = readPolicies(process.cwd()).policies.find((p) => p.slug === 'privacy')!.versions
const switchDay = realPrivacy.at(-1)!.effective
/** A year before it: any earlier day would do. */
const earlierDay = `${Number(switchDay.slice(0, 4)) - 1}${switchDay.slice(4)}`
const privacy = { versions: [{ effective: earlierDay }, { effective: switchDay }] }
const inForceOn = (day: string) =>
  (privacy.versions.findLast((v) => v.effective <= day) ?? privacy.versions[0]!).effective
function distWithTwoPrivacyVersions() {
  const real = path.resolve('dist')
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-dist-two-privacy-'))
  for (const name of fs.readdirSync(real))
    if (name !== 'as-of') fs.symlinkSync(path.join(real, name), path.join(dist, name))
  fs.mkdirSync(path.join(dist, 'as-of'))
  for (const name of fs.readdirSync(path.join(real, 'as-of')))
    if (name !== 'policies.json') fs.symlinkSync(path.join(real, 'as-of', name), path.join(dist, 'as-of', name))
  const manifest = JSON.parse(fs.readFileSync(path.join(real, 'as-of', 'policies.json'), 'utf8')) as {
    policies: Record<string, { effective: string; url: string }[]>
  }
  manifest.policies.privacy = privacy.versions.map((v) => ({ ...v, url: `/privacy/${v.effective}` }))
  fs.writeFileSync(path.join(dist, 'as-of', 'policies.json'), JSON.stringify(manifest))
  return dist
}
const distDir = distWithTwoPrivacyVersions()
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

const run = runCommand

type Store = { name: string; env: () => Promise<Record<string, string>> }
const stores: Store[] = [
  { name: 'SQLite', env: async () => ({ DATA_DIR: tempDataDir('newsletter') }) },
  {
    name: 'PostgreSQL',
    env: async () => ({ DATA_DIR: tempDataDir('newsletter-pg'), DATABASE_URL: await db.postgres.createDatabase() }),
  },
]

const signUp = (server: ServerProcess, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** As the /videos box posts it with JavaScript off: a form post, and the redirect not followed. */
const signUpByForm = (server: ServerProcess, form: Record<string, string>) =>
  fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })

const mailsTo = (sink: SmtpSink, address: string) => sink.accepted.filter((m) => m.rcptTo.includes(address))
/** A link of an e-mail sent by an earlier server process, on `server`. */
const on = (server: ServerProcess, link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`
const linkIn = (mail: { raw: string }, path: string) => {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(textOf(mail))?.[0]
  expect(link, textOf(mail)).toBeDefined()
  return link!
}
const unsubscribeLinkOf = (mail: { headers: Record<string, string> }) =>
  /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!

/** The one e-mail that reaches `address`, once it has arrived. */
async function confirmationFor(sink: SmtpSink, address: string) {
  await waitFor(() => mailsTo(sink, address).length > 0, { what: `the confirmation e-mail to ${address}` })
  return mailsTo(sink, address)[0]!
}

describe.each(stores)('the newsletter on $name', (store) => {
  /** A server with its database and e-mail through the sink, its clock at `now` (the test-only NOW). */
  async function serve(env: Record<string, string>, sinkPort: number, now?: string) {
    const port = String(await freePort())
    const server = await startServer({
      ...env,
      ...smtpEnv(sinkPort),
      PORT: port,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      DIST_DIR: distDir,
      ...(now ? { NOW: now } : {}),
    })
    cleanup(server.stop)
    return server
  }
  const exported = async (env: Record<string, string>, server: ServerProcess, status = 'confirmed') => {
    const r = await run(
      runSubscribersCommand,
      { ...env, SITE_URL: server.url },
      'export',
      '--format',
      'json',
      '--status',
      status,
    )
    expect(r.code, r.err).toBe(0)
    return JSON.parse(r.out) as Record<string, string>[]
  }

  it('signs up with one confirmation e-mail, confirms by the button only, and records the policy version in force', async () => {
    const env = await store.env()
    const sinkPort = await freePort()
    const sink = await startSmtpSink(sinkPort, cleanup)
    const before = dayBefore(switchDay)
    expect(inForceOn(before), 'a different version is in force the day before').not.toBe(inForceOn(switchDay))

    let server = await serve(env, sinkPort, before)
    const early = await signUp(server, { email: 'Early@Example.com', page: '/videos' })
    expect(early.status).toBe(202)
    expect(await early.json()).toEqual({ message: expect.stringContaining('check your inbox') })
    await confirmationFor(sink, 'early@example.com')
    await server.stop()

    server = await serve(env, sinkPort, switchDay)
    const form = await signUpByForm(server, { email: 'late@example.com', page: '/videos', website: '' })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/newsletter/check-inbox')
    const mail = await confirmationFor(sink, 'late@example.com')
    expect(mail.headers.subject).toMatch(/Confirm your subscription/)
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
    )
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(textOf(mail)).toContain('The link works for 7 days')

    // A mail scanner opens both links: nobody is subscribed by that.
    for (const m of [...mailsTo(sink, 'early@example.com'), mail]) {
      const page = await fetch(on(server, linkIn(m, '/newsletter/confirm')))
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html.includes('>Confirm subscription</button>'), 'the button').toBe(true)
      expect(/<form[^>]*action="\/newsletter\/confirm" method="post"/.test(html), 'a form that POSTs').toBe(true)
    }
    expect(await exported(env, server)).toEqual([])

    // The person presses the button on each page (a form post of the page's token).
    for (const m of [...mailsTo(sink, 'early@example.com'), mail]) {
      const token = new URL(linkIn(m, '/newsletter/confirm')).searchParams.get('token')!
      const confirmed = await fetch(`${server.url}/newsletter/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
        redirect: 'manual',
      })
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.get('location')).toBe('/newsletter/confirmed')
    }
    const list = await exported(env, server)
    expect(
      list.map((s) => [
        s.email,
        s.signupPage,
        s.signupPrivacyPolicy?.slice(0, 10),
        s.confirmPrivacyPolicy?.slice(0, 10),
      ]),
    ).toEqual([
      ['early@example.com', '/videos', inForceOn(before), inForceOn(switchDay)],
      ['late@example.com', '/videos', inForceOn(switchDay), inForceOn(switchDay)],
    ])
    expect(list[0]?.signedUpAt?.slice(0, 10)).toBe(before)
    expect(list[1]?.confirmedAt?.slice(0, 10)).toBe(switchDay)
    // One e-mail each, and no address in the server's log.
    expect(mailsTo(sink, 'early@example.com')).toHaveLength(1)
    expect(mailsTo(sink, 'late@example.com')).toHaveLength(1)
    expect(server.output()).not.toMatch(/example\.com/i)
  })

  it('unsubscribes with one POST (RFC 8058), twice without harm, and from the page with its button', async () => {
    const env = await store.env()
    const sinkPort = await freePort()
    const sink = await startSmtpSink(sinkPort, cleanup)
    const server = await serve(env, sinkPort)
    for (const email of ['one@example.com', 'two@example.com']) {
      expect((await signUp(server, { email })).status).toBe(202)
      const mail = await confirmationFor(sink, email)
      const token = new URL(linkIn(mail, '/newsletter/confirm')).searchParams.get('token')!
      await fetch(`${server.url}/newsletter/confirm`, {
        method: 'POST',
        body: new URLSearchParams({ token }),
        redirect: 'manual',
      })
    }
    expect((await exported(env, server)).map((s) => s.email)).toEqual(['one@example.com', 'two@example.com'])

    // The mail provider's one-click: a POST of List-Unsubscribe=One-Click to the header's link, no page, no cookie.
    const oneClick = unsubscribeLinkOf(mailsTo(sink, 'one@example.com')[0]!)
    for (let i = 0; i < 2; i++) {
      const res = await fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(res.status).toBe(200)
    }
    // A provider that sends it as multipart/form-data, as RFC 8058 prefers.
    const multipart = new FormData()
    multipart.set('List-Unsubscribe', 'One-Click')
    expect((await fetch(oneClick, { method: 'POST', body: multipart })).status).toBe(200)

    // The same link opened in a browser: a page with one button; the GET alone changes nothing.
    const second = unsubscribeLinkOf(mailsTo(sink, 'two@example.com')[0]!)
    const page = await fetch(second)
    expect(page.status).toBe(200)
    expect((await page.text()).includes('>Unsubscribe</button>'), 'the button').toBe(true)
    expect((await exported(env, server)).map((s) => s.email)).toEqual(['two@example.com'])
    // A link cut short (no token), opened by a client that accepts anything: the page, saying so, not JSON.
    const cut = await fetch(`${server.url}/newsletter/unsubscribe`, { headers: { accept: '*/*' } })
    expect(cut.status).toBe(400)
    expect(cut.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await cut.text()).toContain('This link is not complete.')
    const pressed = await fetch(`${server.url}/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ token: new URL(second).searchParams.get('token')! }),
      redirect: 'manual',
    })
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/newsletter/unsubscribed')
    expect(await exported(env, server)).toEqual([])
    expect((await exported(env, server, 'unsubscribed')).map((s) => s.email)).toEqual([
      'one@example.com',
      'two@example.com',
    ])
  })

  it('answers an expired link with 410 and deletes the unconfirmed sign-up', async () => {
    const env = await store.env()
    const sinkPort = await freePort()
    const sink = await startSmtpSink(sinkPort, cleanup)
    const day = '2026-01-10'
    let server = await serve(env, sinkPort, day)
    expect((await signUp(server, { email: 'slow@example.com' })).status).toBe(202)
    const link = linkIn(await confirmationFor(sink, 'slow@example.com'), '/newsletter/confirm')
    await server.stop()

    // Eight days later (the test clock): the server deletes it at start, and the link says it has expired.
    server = await serve(env, sinkPort, daysAfter(day, 8))
    const page = await fetch(on(server, link))
    expect(page.status).toBe(410)
    expect((await page.text()).includes('<h1>This link has expired</h1>'), 'the expired page').toBe(true)
    const pressed = await fetch(`${server.url}/newsletter/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }),
      redirect: 'manual',
    })
    expect(pressed.status).toBe(410)
    const list = await run(runSubscribersCommand, env, 'list')
    expect(list.out).toContain('0 sign-ups in total')
  })

  it('answers a second sign-up, and one for a confirmed address, the same way, and e-mails a confirmed one nothing', async () => {
    const env = await store.env()
    const sinkPort = await freePort()
    const sink = await startSmtpSink(sinkPort, cleanup)
    const server = await serve(env, sinkPort)
    const answers = [
      await signUp(server, { email: 'twice@example.com' }),
      await signUp(server, { email: 'TWICE@example.com ' }),
    ]
    await waitFor(() => mailsTo(sink, 'twice@example.com').length === 2, { what: 'two confirmation e-mails' })
    // Either link confirms the one sign-up.
    const token = new URL(linkIn(mailsTo(sink, 'twice@example.com')[0]!, '/newsletter/confirm')).searchParams.get(
      'token',
    )!
    await fetch(`${server.url}/newsletter/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    })
    answers.push(await signUp(server, { email: 'twice@example.com' }))
    const bodies = await Promise.all(answers.map(async (r) => [r.status, await r.text()]))
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    expect(bodies[0]![0]).toBe(202)
    // The marker's e-mail comes after any the confirmed address would have got.
    await signUp(server, { email: 'marker@example.com' })
    await confirmationFor(sink, 'marker@example.com')
    expect(mailsTo(sink, 'twice@example.com')).toHaveLength(2)
    expect((await exported(env, server)).map((s) => s.email)).toEqual(['twice@example.com'])
  })

  it('refuses bad input with the field and the reason, and other sites', async () => {
    const env = await store.env()
    const server = await startServer({ ...env })
    cleanup(server.stop)
    const cases: [object, number, Record<string, string>][] = [
      [{}, 400, { email: 'Please enter a valid email address.' }],
      [{ email: 'not an address' }, 400, { email: 'Please enter a valid email address.' }],
      [{ email: `${'a'.repeat(250)}@example.com` }, 400, { email: 'Please enter a valid email address.' }],
      [
        { email: 'ok@example.com', page: 'https://elsewhere.example/' },
        400,
        { page: 'The page must be a path on this site.' },
      ],
    ]
    for (const [body, status, errors] of cases) {
      const res = await signUp(server, body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect((await res.json()).errors).toEqual(errors)
    }
    const cross = await signUp(
      server,
      { email: 'ok@example.com' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    )
    expect(cross.status).toBe(403)
    const text = await fetch(`${server.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    })
    expect(text.status).toBe(415)
    const huge = await signUp(server, { email: 'ok@example.com', page: `/${'x'.repeat(10_000)}` })
    expect(huge.status).toBe(413)
    // Without JavaScript: the sign-up page, the address kept in the field, the message next to it.
    const form = await signUpByForm(server, { email: 'nope', page: '/videos' })
    expect(form.status).toBe(400)
    const html = await form.text()
    expect(/<input value="nope"[^>]*name="email"/.test(html), 'the address kept').toBe(true)
    expect(/data-error-for="email"[^>]*>Please enter a valid email address\.</.test(html), 'the message').toBe(true)
    // The honeypot: answered like a person, nothing kept.
    expect((await signUp(server, { email: 'bot@example.com', website: 'http://spam' })).status).toBe(202)
    expect((await run(runSubscribersCommand, env, 'list')).out).toContain('0 sign-ups in total')
  })

  it('loses no sign-up when the server is killed before the e-mail goes out, and sends it once', async () => {
    const env = await store.env()
    const sinkPort = await freePort()
    // The sign-up is answered, and the server dies before its outbox has sent anything (it has no SMTP server yet).
    let server = await startServer(env)
    cleanup(server.stop)
    expect((await signUp(server, { email: 'crash@example.com' })).status).toBe(202)
    server.child.kill('SIGKILL')
    await server.exited
    const sink = await startSmtpSink(sinkPort, cleanup)
    server = await serve(env, sinkPort)
    const mail = await confirmationFor(sink, 'crash@example.com')
    await signUp(server, { email: 'marker@example.com' })
    await confirmationFor(sink, 'marker@example.com')
    expect(mailsTo(sink, 'crash@example.com')).toEqual([mail])
  })
})

import http from 'node:http'
import { expect, test, type Page, type Route } from '@playwright/test'
import { contactAnswers, contactForm } from '../content/contactForm'
import { freePort } from '../scripts/lib/ports'
import { fillForm, label, openHydratedForm, visitor } from './contactForm'

/**
 * What a failed send may say (SPEC §8): the form's alert holds the API's own refusal only when it is written for the
 * visitor (a 400 naming a field, 403, 413, 415, 429); for anything else the visitor's words from content/, and the
 * toast 'Error sending message'. Every answer here comes from a real server: the test's stand-in for what can sit
 * between the visitor and the API, or the site's own server with the request changed on its way.
 */

type Answer = { status: number; type: string; body: string }
const json = (status: number, body: object): Answer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(body),
})

/** What a broken upstream, a proxy or a firewall answers, and the words of it that must never reach the visitor. */
const broken: Record<string, Answer & { secret: string }> = {
  "a 500 whose JSON holds a stack trace's first line": {
    ...json(500, {
      message:
        "TypeError: Cannot read properties of undefined (reading 'insert') at PgMessageStore.add (/srv/app/x.ts:88)",
      errors: {},
    }),
    secret: 'PgMessageStore',
  },
  "a 503 in the API's own shape": {
    ...json(503, { message: contactAnswers.unavailable, errors: {} }),
    secret: contactAnswers.unavailable,
  },
  "a proxy's 502 page": {
    status: 502,
    type: 'text/html',
    body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx/1.27.0</body></html>',
    secret: 'nginx',
  },
  "a gateway's 404 naming an internal upstream": {
    ...json(404, { message: 'no healthy upstream: cluster web-internal-7 (10.0.4.7:8080)', errors: {} }),
    secret: 'web-internal-7',
  },
  "a firewall's 403 page": {
    status: 403,
    type: 'text/html',
    body: '<p>Access denied: request 8f2c1e blocked by rule 942100 (SQL injection).</p>',
    secret: 'rule 942100',
  },
  "a proxy's 429 as text": {
    status: 429,
    type: 'text/plain',
    body: 'Too Many Requests (10.0.4.7)',
    secret: '10.0.4.7',
  },
  'a 400 that names no field': {
    ...json(400, { message: 'body/name must be string (ajv strict mode)', errors: {} }),
    secret: 'ajv',
  },
}

// The stand-in: a real HTTP server on loopback that answers GET /<case> with that case's answer, or drops the
// connection for /reset.
let upstream: http.Server | undefined
let upstreamOrigin = ''
test.beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const answer = broken[decodeURIComponent(req.url!.slice(1))]
    if (!answer) return void req.socket.destroy()
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => upstream!.listen(port, '127.0.0.1', resolve))
  upstreamOrigin = `http://127.0.0.1:${port}`
})
test.afterAll(() => new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve())))

/** Sends the visitor's message with the page's post answered by `answer` (a real server's); returns what was logged. */
async function send(page: Page, answer: (route: Route) => Promise<void>) {
  const logged: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())))
  await page.route('**/api/contact', answer)
  await openHydratedForm(page)
  const form = await fillForm(page, visitor)
  await form.getByRole('button', { name: 'Send Message' }).click()
  return { form, logged }
}

async function expectVisitorsWords(page: Page, form: ReturnType<Page['locator']>) {
  await expect(form.getByRole('alert')).toHaveText(contactForm.failure.description)
  await expect(page.getByRole('status').filter({ hasText: contactForm.failure.title })).toContainText(
    contactForm.failure.description,
  )
  await expect(form.getByLabel(label('message'), { exact: true })).toHaveValue(visitor.message)
}

for (const [name, { secret }] of Object.entries(broken))
  test(`${name}: the visitor reads the site's words, never the answer`, { tag: '@any-width' }, async ({ page }) => {
    const { form } = await send(page, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${upstreamOrigin}/${encodeURIComponent(name)}` }) }),
    )
    await expectVisitorsWords(page, form)
    await expect(page.getByText(secret)).toHaveCount(0)
  })

test('a connection dropped before any answer: the site’s words', { tag: '@any-width' }, async ({ page }) => {
  const { form, logged } = await send(page, (route) =>
    route.fetch({ url: `${upstreamOrigin}/reset` }).then(
      () => route.abort('failed'),
      () => route.abort('connectionreset'),
    ),
  )
  await expectVisitorsWords(page, form)
  await expect.poll(() => logged.join('\n')).toContain(contactForm.fallbackError)
})

test(
  "the server's message of a 500 is logged for whoever debugs, and only there",
  { tag: '@any-width' },
  async ({ page }) => {
    const name = "a 500 whose JSON holds a stack trace's first line"
    const { form, logged } = await send(page, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${upstreamOrigin}/${encodeURIComponent(name)}` }) }),
    )
    await expectVisitorsWords(page, form)
    await expect.poll(() => logged.join('\n')).toContain('PgMessageStore.add')
  },
)

test.describe("the API's own refusals, from the site's server", () => {
  type Change = { body?: string; headers?: Record<string, string> }
  /** The page's post, changed on its way to the real API (`change` may first post something of its own). */
  const changed = (change: (body: Record<string, unknown>) => Change | Promise<Change>) => async (route: Route) => {
    const request = route.request()
    const { body, headers = {} } = await change(request.postDataJSON())
    // The length is the changed body's, which the client writes.
    const sent = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => name !== 'content-length'))
    await route.fulfill({ response: await route.fetch({ postData: body, headers: { ...sent, ...headers } }) })
  }

  test(
    'a field the server refuses (400): its reason in the form and beside the field',
    { tag: '@any-width' },
    async ({ page }) => {
      const { form } = await send(
        page,
        changed((body) => ({ body: JSON.stringify({ ...body, name: 'A' }) })),
      )
      await expect(form.getByRole('alert')).toHaveText(contactAnswers.invalid)
      await expect(form.getByLabel(label('name'), { exact: true })).toHaveAccessibleDescription(
        'Name must be at least 2 characters.',
      )
    },
  )

  test(
    "another site's post (403), one too large (413), not JSON (415): each its reason",
    { tag: '@any-width' },
    async ({ page }) => {
      const cases: { change: (body: Record<string, unknown>) => Change; reason: string }[] = [
        { change: () => ({ headers: { 'sec-fetch-site': 'cross-site' } }), reason: contactAnswers.crossSite },
        {
          change: (body) => ({ body: JSON.stringify({ ...body, message: 'x'.repeat(40_000) }) }),
          reason: contactAnswers.tooLarge,
        },
        { change: () => ({ headers: { 'content-type': 'text/plain' } }), reason: contactAnswers.unsupported },
      ]
      for (const { change, reason } of cases) {
        await page.unrouteAll()
        const { form } = await send(page, changed(change))
        await expect(form.getByRole('alert')).toHaveText(reason)
      }
    },
  )

  test(
    'a key the API already stored with another message (409): the site’s words, not the API’s',
    { tag: '@any-width' },
    async ({ page }) => {
      const { form } = await send(
        page,
        changed(async (body) => {
          // The same key used first for another message, as by a send whose answer the visitor never saw.
          const first = await fetch(new URL('/api/contact', page.url()), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...body, message: 'Another message, sent first with this key.' }),
          })
          expect(first.status).toBe(201)
          return {}
        }),
      )
      await expectVisitorsWords(page, form)
      await expect(page.getByText(contactAnswers.keyReused)).toHaveCount(0)
    },
  )
})

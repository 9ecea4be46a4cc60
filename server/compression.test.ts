import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findAllPages, isNotFoundRoute } from '../scripts/audit/routes'
import { filesUnder } from '../scripts/lib/files'
import { freePort } from '../scripts/lib/ports'
import { FIRST_ROUND_TRIP_BYTES } from '../scripts/audit/budgets'
import { COMPRESS_FROM_BYTES } from './plugins/compression'
import { testApp } from './testing/testApp'

// Every answer of the server with a body worth compressing goes out compressed when the client accepts it: over real
// HTTP, every page and file of the build, the pages and JSON the server makes per request, the not-found pages, the
// APIs and the operators' port.

const client = path.resolve('dist/client')
let app: Awaited<ReturnType<typeof testApp>>
let site: string
let operators: string

beforeAll(async () => {
  const metricsPort = await freePort()
  app = await testApp({ METRICS_PORT: String(metricsPort), CONTACT_RATE_LIMIT: '0' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  site = `http://127.0.0.1:${port}`
  operators = `http://127.0.0.1:${metricsPort}`
}, 60_000)
afterAll(async () => {
  await app.close()
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
type Ask = { url: string; method?: string; body?: string; headers?: Record<string, string> }

/** One request over HTTP, the body as it came on the wire (nothing unpacked). */
function ask({ url, method = 'GET', body, headers = {} }: Ask, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|rss\+xml|atom\+xml|manifest\+json)|image\/svg)/

/**
 * Asks for `what` plain, as brotli and as gzip: an answer worth compressing comes back in the encoding asked for, and
 * unpacks to the plain answer (to an answer as long, give or take a few bytes, for one that changes from request to
 * request: `changing`); `built`, the build's compressed copies, are what is sent where they exist.
 */
async function expectCompressed(what: Ask, built?: string, changing = false) {
  const plain = await ask(what, 'identity')
  const label = `${what.method ?? 'GET'} ${what.url} (${plain.status}, ${plain.headers['content-type']})`
  expect(plain.headers['content-encoding'], label).toBeUndefined()
  if (plain.body.length < COMPRESS_FROM_BYTES || !COMPRESSIBLE.test(plain.headers['content-type'] ?? '')) return false
  for (const [accept, encoding, unpack] of [
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
  ] as const) {
    const packed = await ask(what, accept)
    expect(packed.status, label).toBe(plain.status)
    expect(packed.headers['content-encoding'], `${label} to ${accept}`).toBe(encoding)
    expect(packed.headers.vary, label).toMatch(/accept-encoding/i)
    expect(packed.body.length, label).toBeLessThan(plain.body.length)
    const unpacked = unpack(packed.body)
    if (changing) expect(Math.abs(unpacked.length - plain.body.length), label).toBeLessThan(plain.body.length / 10)
    else expect(unpacked.equals(plain.body), `${label} unpacks to the plain answer`).toBe(true)
    const copy = built && `${built}.${encoding === 'br' ? 'br' : 'gz'}`
    if (copy && fs.existsSync(copy)) expect(packed.body.equals(fs.readFileSync(copy)), `${label}: ${copy}`).toBe(true)
  }
  return true
}

it('sends every page, not-found page and text twin of the build as brotli or gzip, from its compressed copy', async () => {
  const pages = findAllPages(client)
  expect(pages.length).toBeGreaterThan(40)
  const unknown = ['/no-such-page', ...pages.filter(isNotFoundRoute).map((r) => r.replace(/404$/, 'no-such-page'))]
  let compressed = 0
  for (const route of [...pages, ...unknown]) {
    const file = path.join(client, route, 'index.html')
    // The pages the server fills in per request are compressed as they go out, not sent from the build's copy.
    const asBuilt = !['/search', '/newsletter/confirm', '/newsletter/unsubscribe'].includes(route)
    if (await expectCompressed({ url: `${site}${route}` }, asBuilt ? file : undefined)) compressed++
  }
  expect(compressed).toBe(pages.length + unknown.length)
})

it('sends every page in what a new connection’s first round trip carries, its first screen’s CSS with it', async () => {
  const pages = findAllPages(client)
  const split: string[] = []
  for (const route of [...pages, '/search?q=passport', '/no-such-page']) {
    const page = await ask({ url: `${site}${route}` }, 'br')
    expect(page.body.length, `${route} as brotli`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES)
    const html = zlib.brotliDecompressSync(page.body).toString()
    expect(html, route).toMatch(/<head>.*<style data-page-css="">.+?<\/style>.*<\/head>/s)
    // A page too large with all its CSS (the home page) links the rest after its first screen: one file the browser
    // keeps, whose name changes with its content.
    const rest = /<link rel="stylesheet" href="(\/assets\/css\/[0-9a-f]{12}\.css)">/.exec(html)?.[1]
    if (!rest) continue
    split.push(route)
    expect(html.indexOf(rest), `${route}: after the first screen`).toBeGreaterThan(html.indexOf('<main'))
    const css = await ask({ url: `${site}${rest}` }, 'br')
    expect(css.status).toBe(200)
    expect(css.headers['content-type']).toMatch(/^text\/css/)
    expect(css.headers['cache-control']).toContain('immutable')
  }
  expect(split, 'the pages whose CSS below the first screen is a stylesheet').toContain('/')
})

it('sends every other file of the build worth compressing (scripts, images drawn as SVG, feeds, twins) compressed', async () => {
  const files = filesUnder(client).filter(
    (f) => /\.(js|css|svg|xml|txt|md|json|webmanifest)$/.test(f) && !f.endsWith('redirects.json'),
  )
  expect(files.length).toBeGreaterThan(100)
  let compressed = 0
  for (const file of files) {
    const url = `${site}/${path.relative(client, file).split(path.sep).join('/')}`
    if (await expectCompressed({ url }, file)) compressed++
  }
  // The small ones (an icon of a few hundred bytes) go out as they are.
  expect(compressed).toBeGreaterThan(files.length * 0.8)
})

it('compresses what the server makes per request: search results, its JSON, the forms’ answers, the trade news', async () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }
  const answers: Ask[] = [
    { url: `${site}/search?q=passport` },
    { url: `${site}/search?q=no+such+words+anywhere` },
    { url: `${site}/api/search?q=passport` },
    { url: `${site}/api/trade-news` },
    { url: `${site}/newsletter/confirm?token=not-a-real-token` },
    // The contact form and the newsletter sign-up posted without JavaScript, with a field wrong: the page again.
    { url: `${site}/api/contact`, method: 'POST', body: 'name=Ada&email=not-an-address&message=Hi', headers: form },
    { url: `${site}/api/newsletter`, method: 'POST', body: 'email=not-an-address', headers: form },
  ]
  for (const answer of answers)
    expect(await expectCompressed(answer), `${answer.method ?? 'GET'} ${answer.url} is worth compressing`).toBe(true)
})

it('compresses the operators’ port too: the metrics (which count each request) and the operators’ sign-in page', async () => {
  expect(await expectCompressed({ url: `${operators}/metrics` }, undefined, true)).toBe(true)
  expect(await expectCompressed({ url: `${operators}/login` })).toBe(true)
})

it('sends a small answer as it is', async () => {
  const small = await ask({ url: `${site}/healthz` }, 'br, gzip')
  expect(small.body.length).toBeLessThan(COMPRESS_FROM_BYTES)
  expect(small.headers['content-encoding']).toBeUndefined()
})

import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureDist, testApp } from './testing/testApp'
import { filledPerRequest, findAllPages, isNotFoundRoute } from '../scripts/audit/routes'
import { loadRedirects } from './site/redirects'

let app: Awaited<ReturnType<typeof testApp>>
const dist = fixtureDist()
const client = path.join(dist, 'client')
const homeHtml = fs.readFileSync(path.join(client, 'index.html'), 'utf8')
/**
 * Every pre-rendered page other than the home page and not-found pages (the build's, and test-pretty); not the small
 * pages the build leaves at addresses that redirect (findAllPages).
 */
const otherPages = findAllPages(client)
  // Their own routes fill them in (server/routes/search.test.ts, server/newsletter/newsletter.test.ts).
  .filter((route) => route !== '/' && !isNotFoundRoute(route) && !(route in filledPerRequest))
  .map((route) => route.slice(1))
const anAsset = fs.readdirSync(path.join(client, 'assets/entries')).find((f) => f.endsWith('.js'))!

beforeAll(async () => {
  app = await testApp({ DIST_DIR: dist })
})
afterAll(async () => {
  await app.close()
  fs.rmSync(dist, { recursive: true })
})

describe('pre-rendered pages', () => {
  it('serves the home page as HTML that revalidates, with an ETag', async () => {
    const res = await app.inject('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(res.body).toBe(homeHtml)
  })

  it('serves /x and /x/ from x/index.html (pretty URLs), for every page of the build', async () => {
    expect(otherPages).toContain('test-pretty')
    for (const page of otherPages) {
      const html = fs.readFileSync(path.join(client, page, 'index.html'), 'utf8')
      for (const url of [`/${page}`, `/${page}/`, `/${page}?utm_source=test`]) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
        expect(res.statusCode, url).toBe(200)
        expect(res.headers['cache-control'], url).toBe('public, max-age=0, must-revalidate')
        expect(res.body, url).toBe(html)
      }
    }
  })

  it('answers each address that moved with 301 to its page, not with the small page the build left there', async () => {
    const moved = loadRedirects(dist).filter((r) => r.status === 301)
    // The blog's /blog/page/1 at least (content/blogPages.ts).
    expect(moved.map((r) => r.from)).toContain('/blog/page/1')
    for (const { from, to } of moved) {
      expect(fs.existsSync(path.join(client, from, 'index.html')), from).toBe(true)
      for (const url of [from, `${from}/`]) {
        const res = await app.inject(url)
        expect([res.statusCode, res.headers.location], url).toEqual([301, to])
      }
    }
  })

  it('does not serve index.html by its file name', async () => {
    const res = await app.inject('/test-pretty/index.html')
    expect(res.statusCode).toBe(404)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    const head = await app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers.etag).toBe(get.headers.etag)
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('answers 304 Not Modified when the browser already has this version', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    const again = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const changed = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': '"something-else"' },
    })
    expect(changed.statusCode).toBe(200)
  })

  it('sends brotli or gzip to clients that accept them, and plain HTML to those that do not', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(homeHtml)

    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(homeHtml)

    const noBr = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(noBr.headers['content-encoding']).toBe('gzip')

    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(homeHtml)
    // Each encoding has its own ETag, so a cache never hands brotli to a client that asked for gzip.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3)
  })
})

describe('other files', () => {
  it('caches hashed assets for a year as immutable, compressed when accepted', async () => {
    const res = await app.inject({ url: `/assets/entries/${anAsset}`, headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['content-encoding']).toBe('br')
    const gz = await app.inject({ url: `/assets/entries/${anAsset}`, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
  })

  it('revalidates files that are not hashed', async () => {
    const res = await app.inject('/favicon.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

describe('not found', () => {
  it('answers an unknown path with status 404 and the not-found page', async () => {
    const res = await app.inject('/no/such/page')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('404 Page Not Found')
    expect(res.body).toContain('href="/"')
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
  })

  const sections = fs
    .readdirSync(client, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(client, d.name, '404', 'index.html')))
    .map((d) => d.name)
  it('answers an unknown path inside a section with that section’s not-found page', async () => {
    expect(sections).toContain('test-section')
    expect((await app.inject('/test-section/known')).statusCode).toBe(200)
    for (const section of sections) {
      const page = fs.readFileSync(path.join(client, section, '404', 'index.html'), 'utf8')
      for (const url of [`/${section}/no-such-thing`, `/${section}/404`]) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
        expect(res.statusCode, url).toBe(404)
        expect(res.body, url).toBe(page)
      }
    }
  })
})

describe('compression is only ever negotiated', () => {
  const compressed = fs
    .readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(br|gz)$/.test(f))
    .map((f) => `/${f.split(path.sep).join('/')}`)
  it('answers the build’s .br and .gz files as unknown pages: a policy is never read from a file of the build’s day', async () => {
    expect(compressed).toEqual(expect.arrayContaining(['/privacy.md.br', '/privacy/index.html.gz', '/index.html.br']))
    for (const url of [...compressed, '/no-such-file.gz', '/favicon.svg.br?x=1']) {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } })
        expect(res.statusCode, url).toBe(404)
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
      }
    }
    const res = await app.inject({ url: '/privacy.md.br', headers: { 'accept-encoding': 'identity' } })
    expect(res.body).toContain('404 Page Not Found')
  })

  it('still sends a file compressed when the client accepts it', async () => {
    const res = await app.inject({ url: '/privacy.md', headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    const svg = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'gzip' } })
    expect(svg.headers['content-encoding']).toBe('gzip')
  })
})

describe('files outside the build and dotfiles are never served', () => {
  // Files that exist outside dist/client, or dotfiles inside it, and a marker of their content.
  const secret = 'never-served-' + Math.random().toString(36).slice(2)
  beforeAll(() => {
    fs.writeFileSync(path.join(client, '.secret'), secret)
    fs.mkdirSync(path.join(client, '.hidden'), { recursive: true })
    fs.writeFileSync(path.join(client, '.hidden', 'file.txt'), secret)
    fs.writeFileSync(path.join(dist, 'outside.txt'), secret)
  })
  afterAll(() => {
    fs.rmSync(path.join(client, '.secret'))
    fs.rmSync(path.join(client, '.hidden'), { recursive: true })
    fs.rmSync(path.join(dist, 'outside.txt'))
  })

  const tricks = [
    '/.secret',
    '/.hidden/file.txt',
    '/%2esecret',
    '/assets/../.secret',
    '/../outside.txt',
    '/..%2foutside.txt',
    '/%2e%2e/outside.txt',
    '/%2e%2e%2foutside.txt',
    '/%252e%252e%252foutside.txt',
    '/assets/..%2f..%2foutside.txt',
    '/assets/%2e%2e/%2e%2e/outside.txt',
    '/..\\outside.txt',
    '/%5c..%5coutside.txt',
    '//outside.txt',
    '//etc/passwd',
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%c0%af..%c0%afetc/passwd',
    '/outside.txt%00.js',
    '/favicon.svg%00',
    '/%00',
    '/index.html%00',
    '/.git/config',
    '/.env',
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/..%252fpackage.json',
    '/.%2e/package.json',
    '/about/../../package.json',
    '/csp-hashes.json',
    '/%2e%2e/csp-hashes.json',
  ]
  it.each(tricks)('%s is not served', async (url) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
    expect(res.statusCode, url).toBeLessThan(500)
    expect(res.body).not.toContain(secret)
    expect(res.body).not.toContain('root:x:0')
    expect(res.body).not.toContain('"ethereal-website"')
    expect(res.body).not.toContain('scriptSrc')
  })
})

import fs from 'node:fs'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchText } from '../../content/search'
import { fixtureDist, testApp } from '../testing/testApp'

const dist = fixtureDist()
let app: Awaited<ReturnType<typeof testApp>>
const logs: string[] = []

beforeAll(async () => {
  const stream = new Writable({ write: (chunk, _enc, done) => done(void logs.push(String(chunk))) })
  app = await testApp({ DIST_DIR: dist }, { logger: { level: 'info', stream } })
})
afterAll(async () => {
  await app.close()
  fs.rmSync(dist, { recursive: true })
})

const api = (q: string, extra = '') => app.inject(`/api/search?q=${encodeURIComponent(q)}${extra}`)
const page = (q: string) => app.inject(`/search?q=${encodeURIComponent(q)}`)

const badInputs = [
  '',
  ' ',
  'a'.repeat(1000),
  '"',
  '""',
  '*',
  'NEAR(',
  'NEAR(a b',
  '-',
  '-clearing',
  ':',
  'title:x',
  'url:/',
  '^a',
  '(',
  ')',
  "' OR 1=1 --",
  "'; DROP TABLE sections; --",
  'SELECT * FROM sections',
  '中文',
  'Доставка',
  'شحن',
  '🚚📦',
  '\u0000\u0002\u0003',
  '$&$1$$',
]

describe('GET /api/search', () => {
  it('answers results with title, section, URL and a highlighted snippet', async () => {
    const res = await api('clearing house')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const body = res.json()
    expect(body.query).toBe('clearing house')
    expect(body.results[0]).toMatchObject({ title: 'Supply Chain Clearing House', url: '/supply-chain-clearing-house' })
    const { text, highlights } = body.results[0].snippet
    expect(highlights.map(([a, b]: [number, number]) => text.slice(a, b).toLowerCase())).toContain('clearing')
  })

  it('finds an article at its own address, not in the list of articles on /blog', async () => {
    const urls = (await api('shipment passports nfts')).json().results.map((r: { url: string }) => r.url)
    expect(urls[0]).toBe('/blog/shipment-passports-nfts')
    expect(urls).not.toContain('/blog')
  })

  it('answers 200 with results or none for empty, long, FTS-syntax, SQL-looking and non-Latin queries', async () => {
    for (const q of badInputs) {
      const res = await api(q)
      expect(res.statusCode, q).toBe(200)
      expect(Array.isArray(res.json().results), q).toBe(true)
    }
    expect((await app.inject('/api/search')).json().results).toEqual([])
    expect((await app.inject('/api/search?q=a&q=b')).statusCode).toBe(200)
    expect((await app.inject('/api/search?q[x]=1')).statusCode).toBe(200)
  })

  it('keeps limit between 1 and 20, and reads a nonsense limit as the default', async () => {
    expect((await api('the', '&limit=2')).json().results).toHaveLength(2)
    expect((await api('the', '&limit=500')).json().results.length).toBeLessThanOrEqual(20)
    for (const limit of ['-1', 'x', '1e9', '']) expect((await api('the', `&limit=${limit}`)).statusCode).toBe(200)
  })

  it('carries the same security headers as every page', async () => {
    const [res, home] = await Promise.all([api('cork'), app.inject('/')])
    for (const h of [
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'referrer-policy',
      'permissions-policy',
    ]) {
      expect(res.headers[h], h).toBe(home.headers[h])
    }
  })
})

describe('GET /search (without JavaScript)', () => {
  it('answers the /search page with the results, the query kept in the box, noindex and the security headers', async () => {
    const [res, home] = await Promise.all([page('cork'), app.inject('/')])
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(res.headers['content-security-policy']).toBe(home.headers['content-security-policy'])
    expect(res.body).toContain('<meta name="robots" content="noindex"/>')
    expect(res.body).toMatch(/<input value="cork"[^>]*name="q"/)
    expect(res.body).toMatch(/<li class="search-result"><a href="\/about\/cork-ireland[^"]*">/)
    expect(res.body).toContain('<mark>Cork</mark>')
    expect(res.body).not.toContain('data-search-slot="suggestions"')
  })

  it('says clearly when nothing matched, and suggests the top pages', async () => {
    const res = await page('zzqxv')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('No results for “zzqxv”.')
    expect(res.body).toContain('data-search-slot="suggestions"')
    expect(res.body).toContain('href="/products/digital-product-passport"')
  })

  it('escapes the query everywhere it is written back, and never reads $ as a replacement pattern', async () => {
    const res = await page('"><script>alert(1)</script> $& $1 $$')
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('<script>alert(1)')
    expect(res.body).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; $&#38; $1 $$"')
    expect(res.body).toContain('for “&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; $&#38; $1 $$”')
  })

  it('answers 200 for every bad input', async () => {
    for (const q of badInputs) expect((await page(q)).statusCode, q).toBe(200)
  })

  it('never logs a query together with the client address', async () => {
    logs.length = 0
    await api('secretword-one')
    await page('secretword-two')
    const text = logs.join('')
    expect(text).toContain('"remoteAddress"')
    expect(text).toContain('/api/search')
    expect(text).not.toContain('secretword')
  })
})

describe('caching', () => {
  it('keeps every query out of shared caches (a CDN or proxy would store and log it): a browser may keep an answer briefly', async () => {
    const api200 = await api('clearing house')
    expect(api200.headers['cache-control']).toBe('private, max-age=300')
    for (const res of [api200, await page('clearing house'), await app.inject('/search/?q=cork')]) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toMatch(/\b(private|no-store)\b/)
      expect(res.headers['cache-control']).not.toMatch(/\bpublic\b|s-maxage/)
    }
  })
})

describe('rate limit', () => {
  it('answers 429 once an address has searched too often: JSON for the API, the page with a message for /search', async () => {
    const limited = await testApp({ DIST_DIR: dist, SEARCH_RATE_LIMIT: '3' })
    for (let i = 0; i < 3; i++) expect((await limited.inject('/api/search?q=cork')).statusCode).toBe(200)
    const res = await limited.inject('/api/search?q=cork')
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ message: searchText.tooMany })
    // Another address still searches.
    expect((await limited.inject({ url: '/api/search?q=cork', remoteAddress: '10.0.0.9' })).statusCode).toBe(200)

    for (let i = 0; i < 3; i++) await limited.inject('/search?q=cork')
    const html = await limited.inject('/search?q=cork')
    expect(html.statusCode).toBe(429)
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(html.body).toContain(searchText.tooMany)
    await limited.close()
  })
})

describe('a search index that cannot be read', () => {
  it('answers searches 503 with a message, on the page too, and goes on serving every page', async () => {
    const broken = fixtureDist()
    fs.writeFileSync(`${broken}/search.db`, 'not a database')
    const site = await testApp({ DIST_DIR: broken })
    try {
      const res = await site.inject('/api/search?q=cork')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ message: searchText.unavailable })
      const html = await site.inject('/search?q=cork')
      expect(html.statusCode).toBe(503)
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(html.body).toContain(searchText.unavailable)
      expect(html.body).toMatch(/<input value="cork"[^>]*name="q"/)
      for (const url of ['/', '/contact', '/about/cork-ireland'])
        expect((await site.inject(url)).statusCode, url).toBe(200)
    } finally {
      await site.close()
      fs.rmSync(broken, { recursive: true })
    }
  })
})

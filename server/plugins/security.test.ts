import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../scripts/inlineScriptHashes'
import { testApp } from '../testing/testApp'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  app = await testApp()
})
afterAll(() => app.close())

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name, values]
    }),
  ) as Record<string, string[]>
}

describe('security headers', () => {
  it.each(['/', '/no/such/page', '/favicon.svg', '/api/trade-news', '/healthz', '/%', '/%zz', '/about/%E0%A4%A'])(
    'are on every response: %s',
    async (url) => {
      const res = await app.inject(url)
      const h = res.headers
      const csp = directives(h['content-security-policy'] as string)
      expect(csp['script-src']).toContain("'self'")
      expect(csp['script-src']).not.toContain("'unsafe-inline'")
      expect(csp['script-src']).not.toContain("'unsafe-eval'")
      expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com'])
      expect(csp['frame-ancestors']).toEqual(["'none'"])
      expect(csp['connect-src']).toEqual(["'self'"])
      expect(csp['img-src']).toEqual(["'self'", 'data:'])
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['default-src']).toEqual(["'self'"])
      expect(h['strict-transport-security']).toMatch(/max-age=\d{8}/)
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['x-frame-options']).toBe('DENY')
      const pp = h['permissions-policy'] as string
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(pp).toContain(feature)
    },
  )

  it.each(['/%', '/%zz', '/blog/%c0%af?x=1'])(
    'come with the site’s not-found page for a malformed URL (%s), which is never echoed',
    async (url) => {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toBe(fs.readFileSync(path.resolve('dist/client/404.html'), 'utf8'))
      expect(res.body).not.toContain(url)
    },
  )

  it('allows exactly the inline scripts the build wrote, by hash', async () => {
    const res = await app.inject('/')
    const scriptSrc = directives(res.headers['content-security-policy'] as string)['script-src']!
    const client = path.resolve('dist/client')
    const pages = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
    for (const page of pages) {
      for (const hash of inlineScriptHashes(fs.readFileSync(path.join(client, page), 'utf8')))
        expect(scriptSrc, page).toContain(hash)
    }
  })
})

describe('inline script hashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = `<script>alert(1)</script><script type="module">import('/x.js')</script><script src="/a.js"></script>
      <script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script>`
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
    ])
  })
})

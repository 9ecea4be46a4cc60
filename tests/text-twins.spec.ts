import { expect, test } from '@playwright/test'
import { routes } from './routes'

// Plain HTTP: nothing here depends on the viewport.

const twinOf = (route: string) => (route === '/' ? '/index.md' : `${route}.md`)

test(
  '/llms.txt has a title, a summary and a link to the Markdown twin of every page',
  { tag: '@any-width' },
  async ({ request }) => {
    const res = await request.get('/llms.txt')
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8')
    const text = await res.text()
    expect(text).toMatch(/^# E THE REAL\n\n> \S/)
    const linked = [...text.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((m) => new URL(m[1]!).pathname)
    expect(linked.sort()).toEqual(routes.map(twinOf).sort())
    expect(text).toContain('## Legal')
  },
)

test(
  "every Markdown twin answers text/markdown with the site's security headers",
  { tag: '@any-width' },
  async ({ request }) => {
    for (const route of routes) {
      const res = await request.get(twinOf(route))
      expect(res.status(), twinOf(route)).toBe(200)
      const headers = res.headers()
      expect(headers['content-type'], twinOf(route)).toBe('text/markdown; charset=utf-8')
      expect(headers['content-security-policy']).toContain("default-src 'self'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      const text = await res.text()
      expect(text, twinOf(route)).toMatch(/^---\ntitle: .+\n/)
      expect(text, twinOf(route)).toMatch(/\n# \S/)
    }
  },
)

test(
  'the privacy policy as Markdown: frontmatter header, headings, links made absolute, no markup',
  { tag: '@any-width' },
  async ({ request }) => {
    const text = await (await request.get('/privacy.md')).text()
    expect(text).toMatch(
      /^---\ntitle: Privacy Policy\ndescription: .+\nurl: https?:\/\/[^/]+\/privacy\neffective: 2025-04-01\n/,
    )
    expect(text).toContain('\n# Privacy Policy\n')
    expect(text).toContain('\n## Biometric data\n')
    expect(text).toContain('not intended for children under 13')
    expect(text).toMatch(/\[Cookie Policy\]\(https?:\/\/[^/]+\/cookies\)/)
    expect(text).not.toMatch(/<[a-z]/)
  },
)

test(
  "Accept: text/markdown on a page's address answers its Markdown; browsers still get HTML; both vary by Accept",
  { tag: '@any-width' },
  async ({ request }) => {
    const md = await request.get('/privacy', { headers: { accept: 'text/markdown' } })
    expect(md.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    expect(md.headers()['vary']).toMatch(/accept,/i)
    expect(await md.text()).toBe(await (await request.get('/privacy.md')).text())

    const html = await request.get('/privacy', {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    })
    expect(html.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect(html.headers()['vary']).toMatch(/accept,/i)
    expect(html.headers()['content-security-policy']).toContain("default-src 'self'")
    // A client that takes anything gets the page, as before.
    expect((await request.get('/privacy', { headers: { accept: '*/*' } })).headers()['content-type']).toBe(
      'text/html; charset=utf-8',
    )
  },
)

test('/llms-full.txt holds the text of every indexed page', { tag: '@any-width' }, async ({ request }) => {
  const text = await (await request.get('/llms-full.txt')).text()
  expect(text).toContain('# Privacy Policy')
  expect(text).toContain('# Terms of Service')
  expect(text).toContain('18 years of age or older')
})

import { expect, test } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'

// The site publishes only the policy versions the legal team adopted. How a history reads (versions, switch-over on the
// effective day, the feed) is tested on a fixture policy the production build never reads:
// scripts/policies/readPolicies.test.ts over tests/fixtures/policy-history.

test(
  'no earlier privacy policy is published: /privacy/2023-01-01 is not a page, and /privacy shows no history',
  { tag: '@any-width' },
  async ({ page, request }) => {
    expect((await request.get('/privacy/2023-01-01')).status()).toBe(404)
    expect((await request.get('/privacy/2023-01-01.md')).status()).toBe(404)
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Effective 01.04.2025')
    await expect(page.getByRole('region', { name: 'Version history' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /effective 01\.01\.2023/ })).toHaveCount(0)
  },
)

test(
  'the feed of policy changes is valid Atom listing the one version of each policy',
  { tag: '@any-width' },
  async ({ request }) => {
    const res = await request.get('/legal/feed.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/xml/)
    const xml = await res.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml).feed
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    const entries = feed.entry.map((e: Record<string, any>) => ({
      title: e.title,
      link: new URL(e.link['@_href']).pathname,
      published: e.published,
    }))
    expect(entries).toEqual([
      { title: 'Privacy Policy: version effective 01.04.2025', link: '/privacy', published: '2024-04-01T00:00:00Z' },
      { title: 'Cookie Policy: version effective 01.01.2024', link: '/cookies', published: '2024-01-01T00:00:00Z' },
      { title: 'Terms of Service: version effective 01.01.2024', link: '/terms', published: '2024-01-01T00:00:00Z' },
    ])
  },
)

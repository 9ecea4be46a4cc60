import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { epochOf } from '../../content/policyDays'
import { policyFeedXml } from './policyFeed'
import { readPolicies, switchDaysOf } from './readPolicies'

// A policy with a history, as the legal team would publish one: tests/fixtures/policy-history holds a content/legal
// folder that the production build never reads (it reads content/ only).
const fixture = readPolicies('tests/fixtures/policy-history')
const site = readPolicies('.')

const feedEntries = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' })
    .parse(xml)
    .feed.entry.map((e: Record<string, { '@_href': string }>) => ({
      title: e.title,
      link: new URL(e.link!['@_href']).pathname,
      published: e.published,
    }))

describe('a policy with an earlier version (fixture)', () => {
  const privacy = fixture.policies.find((p) => p.slug === 'privacy')!

  it('keeps its versions oldest first, each at its own address, and breaks no rule', () => {
    expect(fixture.errors).toEqual([])
    expect(privacy.versions.map((v) => [v.effective, v.published, v.url])).toEqual([
      ['2023-01-01', '2022-11-15', '/privacy/2023-01-01'],
      ['2025-04-01', '2024-04-01', '/privacy/2025-04-01'],
    ])
    expect(switchDaysOf(fixture.policies)).toEqual(['2023-01-01', '2025-04-01'])
  })

  it('switches over on its effective day: the day before, the earlier version is the one in force', () => {
    const days = switchDaysOf(fixture.policies)
    expect(epochOf(days, '2025-03-31')).toBe('2023-01-01')
    expect(epochOf(days, '2025-04-01')).toBe('2025-04-01')
  })

  it('lists every version in the feed of policy changes, newest publication first, with what changed', () => {
    const xml = policyFeedXml(fixture.policies, 'https://example.test')
    expect(feedEntries(xml)).toEqual([
      {
        title: 'Privacy Policy: version effective 01.04.2025',
        link: '/privacy/2025-04-01',
        published: '2024-04-01T00:00:00Z',
      },
      {
        title: 'Privacy Policy: version effective 01.01.2023',
        link: '/privacy/2023-01-01',
        published: '2022-11-15T00:00:00Z',
      },
    ])
    expect(xml).toContain('<summary>Adds biometric verification of hand-overs in Fr8lens')
  })
})

describe('the policies the site publishes (content/legal)', () => {
  it('are only the versions the legal team adopted: one version each, none invented to fill a history', () => {
    expect(site.errors).toEqual([])
    expect(site.policies.map((p) => [p.slug, p.versions.map((v) => v.file)])).toEqual([
      ['cookies', ['content/legal/cookies.mdx']],
      ['privacy', ['content/legal/privacy.mdx']],
      ['terms', ['content/legal/terms.mdx']],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { readPageMeta } from './pageMeta'
import { buildRobots, buildSitemap, toW3cDate } from './writeSitemap'

describe('sitemap', () => {
  it('lists each URL, with lastmod only where the page is dated, and escapes XML', () => {
    const xml = buildSitemap([
      { loc: 'https://ethereal.io/' },
      { loc: 'https://ethereal.io/privacy?a=1&b=2', lastmod: '2024-04-01' },
    ])
    expect(xml).toContain('<url><loc>https://ethereal.io/</loc></url>')
    expect(xml).toContain('<url><loc>https://ethereal.io/privacy?a=1&amp;b=2</loc><lastmod>2024-04-01</lastmod></url>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it('writes dates as W3C datetimes and names a bad date', () => {
    expect(toW3cDate('2024-04-01')).toBe('2024-04-01')
    expect(toW3cDate('2024-04-01T10:00:00+02:00')).toBe('2024-04-01T08:00:00.000Z')
    expect(() => toW3cDate('first of April')).toThrow(/first of April/)
  })

  it('points robots.txt to the sitemap', () => {
    expect(buildRobots('https://ethereal.io/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://ethereal.io/sitemap.xml\n',
    )
  })

  it('reads canonical, modified time and noindex from a page head, in any attribute order', () => {
    const html = `<head><link href="https://ethereal.io/terms" rel="canonical"/><meta content="2024-01-01" property="article:modified_time"/></head>`
    expect(readPageMeta(html)).toEqual({
      canonical: 'https://ethereal.io/terms',
      modified: '2024-01-01',
      noindex: false,
    })
    expect(readPageMeta('<meta name="robots" content="noindex"/>').noindex).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { aboutSections } from './aboutSections'
import { industryTopics } from './industryTopics'
import { footerNav, getStarted, mainNav } from './navigation'
import { products } from './products'
import { videos } from './videos'

describe('main menu', () => {
  it('has the menu entries, labels and targets in order', () => {
    expect(mainNav.map((i) => [i.name, i.href, i.isDropdown])).toEqual([
      ['Strategies', '#strategies', false],
      ['Network', '#network', false],
      ['Supply Chain Clearing House', '/supply-chain-clearing-house', false],
      ['Products', '/products', true],
      ['Videos', '/videos', true],
      ['Industry Voice', '/industry-voice', true],
      ['Partners', '/partners', false],
      ['About', '/about', true],
    ])
    expect(getStarted).toEqual({ name: 'Get Started', href: '#contact' })
  })

  it('builds every dropdown from its content list, each item with a name and a description', () => {
    const items = (id: string) => mainNav.find((i) => i.id === id)!.dropdownItems!
    expect(items('products').map((i) => i.href)).toEqual(products.map((p) => p.link))
    expect(items('videos').map((i) => i.href)).toEqual(videos.map((v) => `/videos/${v.videoId}`))
    expect(items('industry-voice').map((i) => i.href)).toEqual([
      '/industry-voice/shipment-planning',
      '/industry-voice/freight-booking',
      '/industry-voice/multileg-shipments',
      '/industry-voice/regulatory',
      '/industry-voice/invoicing-audit',
      '/industry-voice/sustainability',
    ])
    expect(items('industry-voice')).toHaveLength(industryTopics.length)
    expect(items('about').map((i) => i.href)).toEqual(['/about', ...aboutSections.map((s) => `/about/${s.slug}`)])
    for (const item of mainNav.flatMap((i) => i.dropdownItems ?? [])) {
      expect(item.name.length, item.href).toBeGreaterThan(0)
      expect(item.description?.length, item.href).toBeGreaterThan(0)
    }
    expect(mainNav.filter((i) => i.truncateDescriptions).map((i) => i.id)).toEqual(['products'])
  })
})

describe('footer', () => {
  it('links its pages, in order', () => {
    expect(footerNav.flatMap((c) => c.links.map((l) => l.href))).toEqual([
      '/products/digital-tower',
      '/products/fr8lens',
      '/products/digital-product-passport',
      '/about',
      '/careers',
      '/blog',
      '#contact',
      '/privacy',
      '/terms',
      '/cookies',
    ])
  })
})

describe('the menus every page carries', () => {
  // One character beyond Latin-1 (a curly apostrophe in a video's description did it) makes every page's HTML a string
  // of two bytes a character in Node: pages of 64 K characters and more then go to V8's large-object space, and
  // pre-rendering 1,000 articles took ~1.4 ms a page more (npm run bench:build, measured). Content is free to use any
  // character; what every page repeats is not.
  it('are written in Latin-1', () => {
    const text = JSON.stringify([mainNav, footerNav, getStarted])
    expect([...text].filter((c) => c.charCodeAt(0) > 0xff)).toEqual([])
  })
})

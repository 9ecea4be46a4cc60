import { describe, expect, it } from 'vitest'
import { linkHref } from './linkHref'

describe('linkHref', () => {
  it('points home-page anchors at the home page', () => {
    expect(linkHref('#contact')).toBe('/#contact')
  })
  it('leaves pages and external links alone', () => {
    expect(linkHref('/about')).toBe('/about')
    expect(linkHref('mailto:info@ethereal.io')).toBe('mailto:info@ethereal.io')
  })
})

import { describe, expect, it } from 'vitest'
import { absoluteUrl, siteUrl } from './siteUrl'

describe('siteUrl', () => {
  it('uses SITE_URL when set, without a trailing slash, else the production URL', () => {
    expect(siteUrl({ SITE_URL: 'https://staging.example.com/' })).toBe('https://staging.example.com')
    expect(siteUrl({})).toBe('https://ethereal.io')
  })
  it('makes absolute URLs without trailing slashes except for the home page', () => {
    expect(absoluteUrl('/', 'https://x.io')).toBe('https://x.io/')
    expect(absoluteUrl('/about/vision/', 'https://x.io')).toBe('https://x.io/about/vision')
  })
})

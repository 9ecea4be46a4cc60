import { describe, expect, it } from 'vitest'
import { toQuery } from '../stores/useVideoFilterStore'
import { LOGGED_QUERY_KEYS, loggedUrl } from './loggedQuery'

const tracking = 'utm_source=spring&utm_medium=email&utm_campaign=launch&mc_eid=4f2a9c&gclid=Cj0KCQ&fbclid=IwAR3x'

describe('the query keys the request log keeps', () => {
  it('keep no campaign or ad click id, on any page', () => {
    for (const path of ['/', '/about', '/videos', '/videos/', '/api/search', '/no-such-page'])
      expect(loggedUrl(`${path}?${tracking}`)).toBe(path)
  })

  it('keep a key the site reads at its path, and only there', () => {
    expect(loggedUrl(`/videos?category=tutorial&${tracking}`)).toBe('/videos?category=tutorial')
    expect(loggedUrl('/videos/?category=tutorial')).toBe('/videos/?category=tutorial')
    expect(loggedUrl('/api/search?q=my+words&limit=5')).toBe('/api/search?limit=5')
    expect(loggedUrl('/about?category=tutorial')).toBe('/about')
  })

  it('keep no visitor’s words and no link’s secret, though the site reads them', () => {
    expect(loggedUrl(`/videos${toQuery({ filter: 'tutorial', search: 'my words' })}`)).toBe('/videos?category=tutorial')
    expect(loggedUrl('/search?q=my+words')).toBe('/search')
    expect(loggedUrl('/search/?q=my+words')).toBe('/search/')
    expect(loggedUrl('/newsletter/confirm?token=abcdef')).toBe('/newsletter/confirm')
    expect(loggedUrl('/newsletter/unsubscribe?token=abcdef')).toBe('/newsletter/unsubscribe')
  })

  it('leave a URL without a query as it is', () => {
    expect(loggedUrl('/about/our-headquarters')).toBe('/about/our-headquarters')
    expect(loggedUrl('/videos?')).toBe('/videos')
  })

  it('list only keys that are not a visitor’s words or a secret', () => {
    for (const keys of Object.values(LOGGED_QUERY_KEYS))
      for (const key of keys) expect(['q', 'token', 'email'], key).not.toContain(key)
  })
})

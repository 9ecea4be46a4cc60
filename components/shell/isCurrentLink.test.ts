import { describe, expect, it } from 'vitest'
import { isCurrentLink } from './isCurrentLink'

describe('isCurrentLink', () => {
  it('marks the page itself and the pages below it', () => {
    expect(isCurrentLink('/about', '/about')).toBe(true)
    expect(isCurrentLink('/about', '/about/')).toBe(true)
    expect(isCurrentLink('/about', '/about/vision')).toBe(true)
  })
  it('does not mark look-alike paths, anchors or home', () => {
    expect(isCurrentLink('/about', '/aboutus')).toBe(false)
    expect(isCurrentLink('#strategies', '/')).toBe(false)
    expect(isCurrentLink('/', '/')).toBe(false)
    expect(isCurrentLink('/partners', '/ecosystem-partners')).toBe(false)
  })
})

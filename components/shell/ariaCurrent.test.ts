import { describe, expect, it } from 'vitest'
import { ariaCurrent } from './ariaCurrent'

describe('ariaCurrent', () => {
  it('says "page" of a link to the page itself', () => {
    expect(ariaCurrent('/about', '/about')).toBe('page')
    expect(ariaCurrent('/about', '/about/')).toBe('page')
    expect(ariaCurrent('/about/vision', '/about/vision')).toBe('page')
  })
  it('says "true" of a link to the section the page is in', () => {
    expect(ariaCurrent('/about', '/about/vision')).toBe('true')
    expect(ariaCurrent('/products', '/products/fr8lens/')).toBe('true')
  })
  it('says nothing of look-alike paths, other pages, anchors or home', () => {
    expect(ariaCurrent('/about', '/aboutus')).toBeUndefined()
    expect(ariaCurrent('/about/vision', '/about')).toBeUndefined()
    expect(ariaCurrent('#strategies', '/')).toBeUndefined()
    expect(ariaCurrent('/', '/')).toBeUndefined()
    expect(ariaCurrent('/partners', '/ecosystem-partners')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { isHomePath, isPlainClick, resolveHashLink, restoreStoredSection, storeSection } from './hashLinks'

const origin = 'https://ethereal.test'
const onPage =
  (path: string, ids: string[] = []) =>
  (href: string) =>
    resolveHashLink(href, `${origin}${path}`, (id) => ids.includes(id))

describe('isHomePath', () => {
  it('knows / and /index.html as home', () => {
    expect(isHomePath('/')).toBe(true)
    expect(isHomePath('/index.html')).toBe(true)
    expect(isHomePath('/about')).toBe(false)
    expect(isHomePath('/about/index.html')).toBe(false)
  })
})

describe('resolveHashLink', () => {
  it('scrolls on the home page to a section that exists', () => {
    const home = onPage('/', ['contact', 'strategies'])
    expect(home(`${origin}/#contact`)).toEqual({ kind: 'scroll', id: 'contact' })
    expect(home(`${origin}/index.html#strategies`)).toEqual({ kind: 'scroll', id: 'strategies' })
    expect(resolveHashLink(`${origin}/#contact`, `${origin}/index.html`, () => true)).toEqual({
      kind: 'scroll',
      id: 'contact',
    })
  })
  it('leaves the home page alone when the section is missing there', () => {
    expect(onPage('/', [])(`${origin}/#nowhere`)).toEqual({ kind: 'none' })
  })
  it('sends a hash link from another page to /#id', () => {
    const about = onPage('/about', [])
    expect(about(`${origin}/about#strategies`)).toEqual({ kind: 'go-home', id: 'strategies', href: '/#strategies' })
    expect(about(`${origin}/#network`)).toEqual({ kind: 'go-home', id: 'network', href: '/#network' })
    expect(about(`${origin}/index.html#contact`)).toEqual({ kind: 'go-home', id: 'contact', href: '/#contact' })
  })
  it("scrolls within another page when the target is on that page (a product page's own anchors, the skip link)", () => {
    const tower = onPage('/products/digital-tower', ['smart-quote', 'main'])
    expect(tower(`${origin}/products/digital-tower#smart-quote`)).toEqual({ kind: 'scroll', id: 'smart-quote' })
    expect(tower(`${origin}/products/digital-tower#main`)).toEqual({ kind: 'scroll', id: 'main' })
    // a link to the home page's section still goes home, even if this page happens to have that id
    expect(tower(`${origin}/#smart-quote`)).toEqual({ kind: 'go-home', id: 'smart-quote', href: '/#smart-quote' })
  })
  it('treats links without a hash, to other pages, and to other sites as ordinary links', () => {
    const about = onPage('/about', ['vision'])
    expect(about(`${origin}/products`)).toEqual({ kind: 'none' })
    expect(about(`${origin}/about#`)).toEqual({ kind: 'none' })
    expect(about(`${origin}/products/fr8lens#capabilities`)).toEqual({ kind: 'none' })
    expect(about('https://www.linkedin.com/#contact')).toEqual({ kind: 'none' })
    expect(about('mailto:info@ethereal.io')).toEqual({ kind: 'none' })
  })
})

function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

describe('stored section', () => {
  it('is stored by one page and restored once, then cleared, by the home page', () => {
    const storage = memoryStorage()
    storeSection(storage, 'k', 'network')
    const scrolled: string[] = []
    expect(restoreStoredSection(storage, 'k', (id) => scrolled.push(id))).toBe('network')
    expect(scrolled).toEqual(['network'])
    expect(storage.getItem('k')).toBeNull()
    expect(restoreStoredSection(storage, 'k', (id) => scrolled.push(id))).toBeNull()
    expect(scrolled).toEqual(['network'])
  })
  it('does nothing when storage is unavailable or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {},
    }
    expect(() => storeSection(throwing, 'k', 'x')).not.toThrow()
    expect(
      restoreStoredSection(throwing, 'k', () => {
        throw new Error('must not scroll')
      }),
    ).toBeNull()
    expect(
      restoreStoredSection(undefined, 'k', () => {
        throw new Error('must not scroll')
      }),
    ).toBeNull()
  })
})

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
  it('accepts a plain left click only', () => {
    expect(isPlainClick(click)).toBe(true)
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false)
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false)
    expect(isPlainClick({ ...click, button: 1 })).toBe(false)
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false)
  })
})

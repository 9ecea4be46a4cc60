import { describe, expect, it } from 'vitest'
import { cardTitle, shareCardFor } from './shareCard'

const base = 'https://ethereal.io'

describe('share cards', () => {
  it('show the page title without the brand, and the home page the tagline', () => {
    expect(cardTitle('Privacy Policy | E THE REAL')).toBe('Privacy Policy')
    expect(cardTitle('E THE REAL | AI & Web3 Technology for Global Supply Chains')).toBe(
      'AI & Web3 Technology for Global Supply Chains',
    )
    expect(cardTitle('E THE REAL')).toBe('Transforming global supply chains with AI and Web3')
  })

  it('name the section from the first part of the URL, from content/shareCards.ts', () => {
    expect(shareCardFor('/blog/x', 'X | E THE REAL', base).spec.section).toBe('Blog')
    expect(shareCardFor('/privacy', 'Privacy Policy | E THE REAL', base).spec.section).toBe('Legal')
    expect(shareCardFor('/', 'E THE REAL | Home', base).spec.section).toBe('')
  })

  it('are named for the page and for what they show, so an unchanged card keeps its name and a changed one gets a new one', () => {
    const card = shareCardFor('/blog/dpp', 'Digital Product Passports | E THE REAL', base)
    expect(card.path).toMatch(/^\/assets\/cards\/blog-dpp\.[0-9a-f]{12}\.png$/)
    expect(shareCardFor('/blog/dpp', 'Digital Product Passports | E THE REAL', base).path).toBe(card.path)
    expect(shareCardFor('/blog/dpp', 'Digital Product Passports in 2027 | E THE REAL', base).path).not.toBe(card.path)
    expect(
      shareCardFor('/blog/dpp', 'Digital Product Passports | E THE REAL', 'https://staging.example.com').path,
    ).not.toBe(card.path)
    expect(card.alt).toBe('Digital Product Passports: E THE REAL')
  })
})

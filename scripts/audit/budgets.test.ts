import { describe, expect, it } from 'vitest'
import { budgetFor, checkBudget } from './budgets'

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }

describe('audit budgets', () => {
  it('asks 100 everywhere of long-form pages, and 98 for performance of the others', () => {
    expect(budgetFor('/privacy').scores.performance).toBe(100)
    expect(budgetFor('/products/digital-tower').kind).toBe('long-form')
    expect(budgetFor('/').scores.performance).toBe(98)
    expect(budgetFor('/videos').kind).toBe('video library')
  })

  it('allows 5 KB of JavaScript before the first interaction on every route', () => {
    for (const route of ['/privacy', '/', '/videos', '/partners', '/contact', '/careers'])
      expect(budgetFor(route).jsBytes).toBe(5_000)
  })

  it('passes a page that meets every figure', () => {
    expect(checkBudget('/about', { scores: perfect, cls: 0, jsBytes: 2_400, jsBytesAll: 64_600 })).toEqual([])
    expect(
      checkBudget('/', { scores: { ...perfect, performance: 98 }, cls: 0, jsBytes: 2_300, jsBytesAll: 96_000 }),
    ).toEqual([])
  })

  it('names the route and the figure of every miss', () => {
    expect(
      checkBudget('/about', {
        scores: { ...perfect, performance: 99 },
        cls: 0.002,
        jsBytes: 64_900,
        jsBytesAll: 75_100,
      }),
    ).toEqual([
      '/about: performance 99 < 100',
      '/about: CLS 0.002 > 0',
      '/about: JavaScript before interaction 64.9 KB (brotli) > 5 KB (long-form)',
      '/about: JavaScript with every widget live 75.1 KB (brotli) > 75 KB (long-form)',
    ])
    expect(checkBudget('/videos', { jsBytes: 93_500, jsBytesAll: 110_001 })).toEqual([
      '/videos: JavaScript before interaction 93.5 KB (brotli) > 5 KB (video library)',
      '/videos: JavaScript with every widget live 110.0 KB (brotli) > 110 KB (video library)',
    ])
  })

  it('allows a page 14 KB of HTML as brotli, what a first round trip carries', () => {
    expect(checkBudget('/', { htmlBytes: 13_476 })).toEqual([])
    expect(checkBudget('/', { htmlBytes: 16_933 })).toEqual(['/: HTML 16.9 KB (brotli) > 14 KB (a first round trip)'])
  })

  it('reads CLS at the three decimals Lighthouse reports', () => {
    expect(checkBudget('/industry-voice/all', { cls: 0.00006 })).toEqual([])
    expect(checkBudget('/industry-voice/all', { cls: 0.0005 })).toEqual(['/industry-voice/all: CLS 0.001 > 0'])
  })
})

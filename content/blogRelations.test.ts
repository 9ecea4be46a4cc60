import { describe, expect, it } from 'vitest'
import { blogRelations } from './blogRelations'

/** An article of `date` on `tags`, maybe scheduled; the list below is newest first, as the blog orders it. */
const post = (slug: string, date: string, tags: string[], publishAt?: string) => ({
  slug,
  frontmatter: { date, tags, ...(publishAt ? { publishAt } : {}) },
})
const posts = [
  post('scheduled', '2025-06-01', ['AI', 'Web3'], '2025-06-01T09:00'),
  post('newest', '2025-05-01', ['Compliance']),
  post('ai-web3', '2025-04-01', ['AI', 'Web3']),
  post('ai', '2025-03-01', ['AI']),
  post('web3', '2025-02-01', ['Web3']),
  post('ai-web3-old', '2025-01-01', ['Web3', 'AI']),
  post('oldest', '2024-12-01', ['Sustainability']),
]
const endOf = blogRelations(posts)
const at = (slug: string, moment = '2025-05-15T00-00') => {
  const end = endOf(
    posts.find((p) => p.slug === slug)!,
    moment,
  )
  return { related: end.related.map((p) => p.slug), newer: end.newer?.slug, older: end.older?.slug }
}

describe("what an article's end offers", () => {
  it('the articles sharing most of its topics, newer first among equals; never itself, never one not out yet', () => {
    expect(at('ai-web3').related).toEqual(['ai-web3-old', 'ai', 'web3'])
    expect(at('ai').related).toEqual(['ai-web3', 'ai-web3-old', 'newest'])
  })

  it('fills up with the newest others when too few share a topic', () => {
    expect(at('oldest').related).toEqual(['newest', 'ai-web3', 'ai'])
  })

  it('the articles just before and after it by date, skipping one not out yet', () => {
    expect(at('newest')).toMatchObject({ newer: undefined, older: 'ai-web3' })
    expect(at('ai')).toMatchObject({ newer: 'ai-web3', older: 'web3' })
    expect(at('oldest')).toMatchObject({ newer: 'ai-web3-old', older: undefined })
    expect(at('newest', '2025-06-01T09-00').newer).toBe('scheduled')
  })

  it("a scheduled article's page reads as from its own minute: it offers what is out by then", () => {
    expect(at('scheduled', '2025-01-01T00-00')).toEqual({
      related: ['ai-web3', 'ai-web3-old', 'ai'],
      newer: undefined,
      older: 'newest',
    })
    expect(at('ai-web3', '2025-06-01T09-00').related).toEqual(['scheduled', 'ai-web3-old', 'ai'])
  })
})

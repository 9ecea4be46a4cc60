import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSearchIndex } from '../../scripts/search/writeSearchIndex'
import { parseSnippet, SearchIndex } from './SearchIndex'
import { editDistance, queryTerms } from './terms'

const filler = 'Shippers, carriers and ports exchange documents every day across the network.'
const pages = [
  {
    url: '/supply-chain-clearing-house',
    title: 'Supply Chain Clearing House',
    description: '',
    sections: [
      { heading: 'Supply Chain Clearing House', anchor: '', text: `A decentralized data exchange. ${filler}` },
      { heading: 'How it works', anchor: 'how-it-works', text: `Publish a record once. ${filler}` },
    ],
  },
  {
    url: '/blog/ports',
    title: 'What ports want',
    description: '',
    // Says 'clearing house' many times in its text, but it is not the page about it.
    sections: [
      {
        heading: 'Ports',
        anchor: 'ports',
        text: 'The clearing house, the clearing house, the clearing house helps ports.',
      },
    ],
  },
  {
    url: '/products/digital-product-passport',
    title: 'Digital Product Passport',
    description: '',
    sections: [{ heading: 'Scope of a passport', anchor: 'scope', text: `A passport follows the product. ${filler}` }],
  },
  {
    url: '/legal/escaping',
    title: 'Escaping',
    description: '',
    sections: [
      { heading: 'Markup', anchor: 'markup', text: 'Never run <script>alert("x")</script> & friends from a widget.' },
    ],
  },
]

let dir: string
let index: SearchIndex
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-index-'))
  writeSearchIndex(pages, path.join(dir, 'search.db'))
  index = new SearchIndex(path.join(dir, 'search.db'))
})
afterAll(() => {
  index.close()
  fs.rmSync(dir, { recursive: true })
})

const urls = (q: string) => index.search(q).results.map((r) => r.url)

describe('ranking', () => {
  it('puts the page whose title holds the words above a page that only says them in its text', () => {
    expect(urls('clearing house')[0]).toBe('/supply-chain-clearing-house')
    expect(urls('clearing house')).toContain('/blog/ports#ports')
    expect(urls('clearing house').indexOf('/blog/ports#ports')).toBeGreaterThan(0)
  })

  it('finds words while they are being typed (prefix)', () => {
    expect(urls('clear')[0]).toBe('/supply-chain-clearing-house')
    expect(urls('digital prod pass')[0]).toBe('/products/digital-product-passport#scope')
  })

  it('finds a page with one typo in a word, and says which words it searched for', () => {
    expect(index.search('clearng house')).toMatchObject({ correctedQuery: 'clearing house' })
    expect(urls('clearng house')[0]).toBe('/supply-chain-clearing-house')
    expect(urls('passprt')[0]).toBe('/products/digital-product-passport#scope')
    expect(urls('pasport')[0]).toBe('/products/digital-product-passport#scope')
  })

  it('links each result to its section and names the section (not the page title twice)', () => {
    const [top, second] = index.search('clearing house').results
    expect(top).toMatchObject({
      title: 'Supply Chain Clearing House',
      heading: '',
      url: '/supply-chain-clearing-house',
    })
    expect(index.search('publish record').results[0]).toMatchObject({
      heading: 'How it works',
      url: '/supply-chain-clearing-house#how-it-works',
    })
    expect(second).toBeDefined()
  })

  it('finds nothing for words the site does not have, however they are written', () => {
    for (const q of ['', '   ', 'zzqxv', '"', '*', 'NEAR(', '-', ':', '中文検索', 'a'.repeat(1000)])
      expect(index.search(q).results, q).toEqual([])
  })

  it('reads FTS5 and SQL syntax as plain words', () => {
    expect(urls('passport NOT product')[0]).toBe('/products/digital-product-passport#scope')
    expect(urls('"passport')).toEqual(urls('passport'))
    expect(urls("passport'; DROP TABLE sections; --")).toEqual(urls('passport'))
    expect(urls('title:passport')).toContain('/products/digital-product-passport#scope')
  })
})

describe('snippets', () => {
  it('are text with the matched words as ranges, never markup from the index', () => {
    const { snippet } = index.search('script').results[0]!
    expect(snippet.text).toContain('<script>alert("x")</script> & friends')
    const marked = snippet.highlights.map(([a, b]) => snippet.text.slice(a, b))
    expect(marked).toEqual(['script', 'script'])
  })

  it('parseSnippet turns FTS5 marks into ranges', () => {
    expect(parseSnippet('a \u0002clear\u0003ing \u0002house\u0003.')).toEqual({
      text: 'a clearing house.',
      highlights: [
        [2, 7],
        [11, 16],
      ],
    })
  })
})

describe('terms', () => {
  it('are lower-case words without accents, at most 8, from the first 200 characters', () => {
    expect(queryTerms('Café "Clearing" NEAR(house) -x *')).toEqual(['cafe', 'clearing', 'near', 'house', 'x'])
    expect(queryTerms('a b c d e f g h i j')).toHaveLength(8)
    expect(queryTerms(`${'x'.repeat(199)} late`)).toEqual(['x'.repeat(199)])
  })

  it('editDistance counts one typo as 1 (a missing, extra, wrong or swapped letter)', () => {
    expect(editDistance('clearng', 'clearing', 2)).toBe(1)
    expect(editDistance('passprt', 'passport', 2)).toBe(1)
    expect(editDistance('psasport', 'passport', 2)).toBe(1)
    expect(editDistance('cork', 'fork', 2)).toBe(1)
    expect(editDistance('cork', 'passport', 2)).toBe(3)
  })
})

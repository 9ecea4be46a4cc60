import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IndexedPage } from '../../scripts/search/extractSections'
import { writeSearchIndex } from '../../scripts/search/writeSearchIndex'
import { SearchIndex } from './SearchIndex'
import { queryTerms } from './terms'

type Section = IndexedPage['sections'][number]
const page = (
  url: string,
  title: string,
  sections: Section[],
  published?: string,
  names: string[] = [],
): IndexedPage => ({
  url,
  title,
  names,
  description: '',
  sections,
  ...(published ? { published } : {}),
})

type Synonyms = Parameters<typeof writeSearchIndex>[2]
type Audiences = Parameters<typeof writeSearchIndex>[3]

/** An index of these pages in a temporary folder, opened as the server opens it, for the tests of one block. */
function indexOf(pages: IndexedPage[], synonyms: Synonyms = [], audiences: Audiences = []) {
  const opened = { index: undefined as unknown as SearchIndex, dir: '' }
  beforeAll(() => {
    opened.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-index-'))
    writeSearchIndex(pages, path.join(opened.dir, 'search.db'), synonyms, audiences)
    opened.index = new SearchIndex(path.join(opened.dir, 'search.db'))
  })
  afterAll(() => {
    opened.index.close()
    fs.rmSync(opened.dir, { recursive: true })
  })
  return opened
}

const filler = 'Shippers, carriers and ports exchange documents every day across the network.'
const site = indexOf([
  page('/supply-chain-clearing-house', 'Supply Chain Clearing House', [
    { heading: 'Supply Chain Clearing House', anchor: '', text: `A decentralized data exchange. ${filler}` },
    { heading: 'How it works', anchor: 'how-it-works', text: `Publish a record once. ${filler}` },
  ]),
  // Says 'clearing house' many times in its text, but it is not the page about it.
  page('/blog/ports', 'What ports want', [
    {
      heading: 'Ports',
      anchor: 'ports',
      text: 'The clearing house, the clearing house, the clearing house helps ports.',
    },
  ]),
  page('/products/digital-product-passport', 'Digital Product Passport', [
    { heading: 'Scope of a passport', anchor: 'scope', text: `A passport follows the product. ${filler}` },
  ]),
  page('/legal/escaping', 'Escaping', [
    { heading: 'Markup', anchor: 'markup', text: 'Never run <script>alert("x")</script> & friends from a widget.' },
  ]),
])

const urls = (q: string) => site.index.search(q).results.map((r) => r.url)

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
    expect(site.index.search('clearng house')).toMatchObject({ correctedQuery: 'clearing house' })
    expect(urls('clearng house')[0]).toBe('/supply-chain-clearing-house')
    expect(urls('passprt')[0]).toBe('/products/digital-product-passport#scope')
    expect(urls('pasport')[0]).toBe('/products/digital-product-passport#scope')
  })

  it('counts every result, not only the first `limit` it returns', () => {
    const all = site.index.search('clearing house', 20)
    expect(all.results.length).toBeGreaterThan(1)
    expect(all.total).toBe(all.results.length)
    expect(site.index.search('clearing house', 1)).toMatchObject({ total: all.results.length })
    expect(site.index.search('clearing house', 1).results).toHaveLength(1)
    expect(site.index.search('zzqxv').total).toBe(0)
  })

  it('links each result to its section and names the section (not the page title twice)', () => {
    const [top, second] = site.index.search('clearing house').results
    expect(top).toMatchObject({
      title: 'Supply Chain Clearing House',
      heading: '',
      url: '/supply-chain-clearing-house',
    })
    expect(site.index.search('publish record').results[0]).toMatchObject({
      heading: 'How it works',
      url: '/supply-chain-clearing-house#how-it-works',
    })
    expect(second).toBeDefined()
  })

  it('finds nothing for words the site does not have, however they are written', () => {
    for (const q of ['', '   ', 'zzqxv', '"', '*', 'NEAR(', '-', ':', '中文検索', 'a'.repeat(1000)])
      expect(site.index.search(q).results, q).toEqual([])
  })

  it('reads FTS5 and SQL syntax as plain words', () => {
    expect(urls('passport NOT product')[0]).toBe('/products/digital-product-passport#scope')
    expect(urls('"passport')).toEqual(urls('passport'))
    expect(urls("passport'; DROP TABLE sections; --")).toEqual(urls('passport'))
    expect(urls('title:passport')).toContain('/products/digital-product-passport#scope')
  })
})

describe('a question', () => {
  const asked = indexOf([
    page('/privacy', 'Privacy Policy', [
      { heading: 'Privacy Policy', anchor: '', text: 'How we handle personal data.' },
      {
        heading: 'Your rights',
        anchor: 'your-rights',
        text: 'You may ask for a copy of your personal data, or for its deletion.',
      },
    ]),
    // Says 'how', 'do', 'I' and 'my' in its name and text, and 'data' too, but is not about deleting anything.
    page('/blog/my-week', 'How do I plan my week?', [
      { heading: 'How do I plan my week?', anchor: '', text: 'What do I do with my data each morning? I plan.' },
    ]),
    page('/data-sharing', 'Data Sharing', [{ heading: 'Data Sharing', anchor: '', text: 'Partners share records.' }]),
    page('/clearing-house', 'Clearing House', [
      { heading: 'Clearing House', anchor: '', text: 'A data exchange.' },
      { heading: 'How it works', anchor: 'how-it-works', text: 'Each record is published once.' },
    ]),
    page('/careers', 'Careers', [
      { heading: 'Careers', anchor: '', text: 'Open roles.' },
      { heading: 'Why work with us', anchor: 'why-work-with-us', text: 'Flexible hours.' },
    ]),
  ])
  const found = (q: string) => asked.index.search(q).results.map((r) => r.url)

  it("is searched for by what it asks about: 'how do I delete my data' finds the rights, not a page that says 'how do I'", () => {
    expect(queryTerms('How do I delete my data?')).toEqual({
      terms: ['delete', 'data'],
      asking: ['how', 'do', 'i', 'my'],
    })
    expect(found('how do i delete my data')[0]).toBe('/privacy#your-rights')
  })

  it("keeps its words when it has no others ('who we are' is a heading), and they order sections of equal rank", () => {
    expect(queryTerms('who we are')).toEqual({ terms: ['who', 'we', 'are'], asking: [] })
    expect(found('how it works')[0]).toBe('/clearing-house#how-it-works')
    expect(found('how it works')).toContain('/careers#why-work-with-us')
  })

  it('when no section holds all its words, the sections that hold more of them come first', () => {
    // 'zzqxv' is on no page: any of the other words will do.
    expect(found('copy data zzqxv')[0]).toBe('/privacy#your-rights')
    expect(found('copy data zzqxv')).toContain('/data-sharing')
  })
})

describe('snippets', () => {
  it('are text with the matched words as ranges, never markup from the index', () => {
    const { snippet } = site.index.search('script').results[0]!
    expect(snippet.text).toContain('<script>alert("x")</script> & friends')
    const marked = snippet.highlights.map(([a, b]) => snippet.text.slice(a, b))
    expect(marked).toEqual(['script', 'script'])
  })
})

describe('terms', () => {
  it('are lower-case words without accents, at most 8, from the first 200 characters', () => {
    expect(queryTerms('Café "Clearing" NEAR(house) -x *').terms).toEqual(['cafe', 'clearing', 'near', 'house', 'x'])
    expect(queryTerms('b c d e f g h j k l').terms).toHaveLength(8)
    expect(queryTerms(`${'x'.repeat(199)} late`).terms).toEqual(['x'.repeat(199)])
  })

  it("a misspelt word is corrected to the site's word one typo away (a missing, extra, wrong or swapped letter)", () => {
    expect(site.index.nearestWord('clearng')).toBe('clearing')
    expect(site.index.nearestWord('passprt')).toBe('passport')
    expect(site.index.nearestWord('psasport')).toBe('passport')
    expect(site.index.nearestWord('passpoort')).toBe('passport')
    expect(site.index.nearestWord('pasxport')).toBe('passport')
  })

  it('two typos only in words of 8 letters or more, and never in numbers or words of 3 letters', () => {
    expect(site.index.nearestWord('paszporrt')).toBe('passport')
    expect(site.index.nearestWord('pssprt')).toBeUndefined()
    expect(site.index.nearestWord('hoxse')).toBe('house')
    expect(site.index.nearestWord('hxxse')).toBeUndefined()
    expect(site.index.nearestWord('prt')).toBeUndefined()
    expect(site.index.nearestWord('zzqxv')).toBeUndefined()
  })
})

describe('a word hundreds of sections share', () => {
  // 300 dated articles that all say 'tower'; the oldest says it most often, the next one alone says 'lighthouse'.
  const articles = Array.from({ length: 300 }, (_, i) =>
    page(
      `/blog/note-${i}`,
      `Note ${i}`,
      [
        {
          heading: 'Notes',
          anchor: 'notes',
          text: ['tower tower tower', 'A tower by the lighthouse.'][i] ?? 'A tower.',
        },
      ],
      new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
    ),
  )
  const many = indexOf([
    ...articles,
    page('/products/digital-tower', 'Digital Tower', [
      { heading: 'Digital Tower', anchor: '', text: 'One platform for every tower and harbour in the network.' },
    ]),
  ])

  it("ranks the site's own pages and the newest articles, not the whole archive", () => {
    const found = many.index.search('tower', 20).results.map((r) => r.url)
    expect(found[0]).toBe('/products/digital-tower')
    expect(found).toContain('/blog/note-299#notes')
    expect(found).not.toContain('/blog/note-0#notes')
  })

  it('still finds an old article by a word few sections share', () => {
    expect(many.index.search('tower lighthouse').results.map((r) => r.url)).toEqual(['/blog/note-1#notes'])
    expect(many.index.search('harbour').results.map((r) => r.url)).toEqual(['/products/digital-tower'])
  })
})

describe("a page's name, a word's other forms and the synonyms", () => {
  const named = indexOf(
    [
      page(
        '/contact',
        'Contact Us',
        [
          { heading: 'Let’s talk about your supply chain', anchor: '', text: 'Send us a message.' },
          { heading: 'E-mail us', anchor: 'emails', text: 'General enquiries: write to us.' },
        ],
        undefined,
        ['Contact'],
      ),
      // Says 'contact' more often, in a heading too, but it is not the page called Contact.
      page('/about/web3hub', 'Our Web3Hub', [
        { heading: 'Contact the Web3Hub', anchor: 'contact', text: 'Contact us, contact the hub, contact the team.' },
      ]),
      page(
        '/industry-voice',
        'Industry Voice',
        [{ heading: 'Trusted by the people who move goods', anchor: '', text: 'Shippers share their experience.' }],
        undefined,
        ['Industry Voice'],
      ),
      page('/about/advisory-board', 'Advisory Board', [
        { heading: 'Advisory Board', anchor: '', text: 'Industry voices: an industry veteran, a voice of reason.' },
      ]),
      page(
        '/videos',
        'Video Resources',
        [{ heading: 'Video Resource Library', anchor: '', text: 'Product demos and webinars.' }],
        undefined,
        ['Videos'],
      ),
      page('/cookies', 'Cookie Policy', [
        {
          heading: 'Embedded videos',
          anchor: 'embedded-videos',
          text: 'Our videos, videos and videos come from a host.',
        },
      ]),
      page('/privacy', 'Privacy Policy', [
        { heading: 'Privacy Policy', anchor: '', text: 'How we use your data.' },
        { heading: 'Cookies', anchor: 'cookies', text: 'This privacy policy sets no cookies.' },
      ]),
      page('/careers', 'Careers', [{ heading: 'Careers', anchor: '', text: 'Open roles in Cork.' }]),
      page('/blog/carriers', 'Freight notes', [
        { heading: 'Carriers', anchor: '', text: 'Carriers book loads.' },
        { heading: 'More carriers', anchor: 'more', text: 'Carriers again.' },
      ]),
      page('/about', 'About', [
        { heading: 'About', anchor: '', text: 'Our purpose, and who we are.' },
        { heading: 'Mission', anchor: '', text: 'Our purpose: whom we serve.' },
      ]),
    ],
    [{ word: 'jobs', means: ['careers', 'roles'] }],
  )
  const search = (q: string) => named.index.search(q)
  const first = (q: string) => search(q).results[0]

  it('puts the page a query names first, at its opening section, named by its title with its heading below', () => {
    for (const q of ['contact', 'contact us', 'Contact Us'])
      expect(first(q), q).toMatchObject({
        title: 'Contact Us',
        heading: 'Let’s talk about your supply chain',
        url: '/contact',
      })
    expect(first('industry voice')?.url).toBe('/industry-voice')
    expect(first('videos')?.url).toBe('/videos')
  })

  it('a query that names a page and a section of it goes to that section', () => {
    expect(first('privacy cookies')?.url).toBe('/privacy#cookies')
  })

  it('finds the singular for a plural and the plural for a singular, and marks the words the page says', () => {
    expect(first('webinar')?.url).toBe('/videos')
    const { text, highlights } = first('webinar')!.snippet
    expect(highlights.map(([a, b]) => text.slice(a, b))).toEqual(['webinars'])
    expect(first('video')?.url).toBe('/videos')
  })

  it("finds the site's words for a synonym, in either number, and marks them", () => {
    for (const q of ['jobs', 'job', 'JOBS']) expect(first(q)?.url, q).toBe('/careers')
    const { text, highlights } = first('jobs')!.snippet
    expect(highlights.map(([a, b]) => text.slice(a, b))).toEqual(['roles'])
    expect(search('jobs cork').results.map((r) => r.url)).toEqual(['/careers'])
  })

  it("corrects a typo to the word that names a page before a word used more often ('carrers' → careers)", () => {
    expect(search('carrers')).toMatchObject({ correctedQuery: 'careers', results: [{ url: '/careers' }] })
  })

  it('shows two sections that lead to the same address once', () => {
    expect(search('purpose').results.map((r) => r.url)).toEqual(['/about'])
  })

  it('the build names the words of a synonym that no page has', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-index-'))
    const careers = page('/careers', 'Careers', [{ heading: 'Careers', anchor: '', text: 'Open roles.' }])
    const written = writeSearchIndex([careers], path.join(dir, 'search.db'), [
      { word: 'jobs', means: ['career', 'vacancy'] },
    ])
    fs.rmSync(dir, { recursive: true })
    expect(written.unknownSynonyms).toEqual([{ entry: 1, word: 'jobs', unknown: 'vacancy' }])
  })
})

describe('words a visitor says together, and who a page is made for', () => {
  const visitors = indexOf(
    [
      page('/contact', 'Contact Us', [
        { heading: 'Let’s talk about your supply chain', anchor: '', text: 'Send us a message.' },
      ]),
      // Holds 'number' and 'touch', but nothing about reaching the company.
      page('/results', 'Results in numbers', [
        { heading: 'Results in numbers', anchor: '', text: 'A number for every touch point.' },
      ]),
      page('/careers', 'Careers', [{ heading: 'Careers', anchor: '', text: 'Open roles.' }]),
      page('/products/fr8lens', 'Fr8lens App', [
        { heading: 'Fr8lens App', anchor: '', text: 'Freight, seen clearly.' },
        {
          heading: 'The Fr8lens advantage',
          anchor: 'advantage',
          text: 'Most apps connect one shipper to one carrier.',
        },
        { heading: 'Use case: port optimisation', anchor: 'ports', text: 'A port connected its terminal.' },
      ]),
      // Says 'carriers' in its heading and text: without the audience, it is the page about them.
      page('/blog/carriers', 'Freight notes', [
        { heading: 'Carriers', anchor: '', text: 'Carriers book loads, carriers carry them.' },
      ]),
      page('/privacy', 'Privacy Policy', [
        { heading: 'Your rights', anchor: 'rights', text: 'Complain to the supervisory authority.' },
      ]),
    ],
    [
      { word: 'get in touch', means: ['contact'] },
      { word: 'phone number', means: ['contact'] },
    ],
    [
      { page: '/products/fr8lens', who: ['Carriers', 'Trucking companies'] },
      { page: '/products/fr8lens#ports', who: ['Port authorities'] },
    ],
  )
  const urls = (q: string) => visitors.index.search(q).results.map((r) => r.url)

  it('finds the words a synonym of several words means, where the query holds them in a row, in any form', () => {
    for (const q of ['get in touch', 'Get in touch with sales', 'phone number', 'phone numbers'])
      expect(urls(q), q).toEqual(['/contact'])
    // Not in a row: each word is its own ('number' is on the results page; 'touch', 'get' and 'in' are not required).
    expect(urls('number phone')).not.toContain('/contact')
    expect(urls('touch get in')).toEqual(['/results'])
  })

  it('puts the page made for the visitor a query names first, as if the query named the page', () => {
    for (const q of ['carrier', 'carriers', 'trucking company']) expect(urls(q)[0], q).toBe('/products/fr8lens')
    expect(urls('carriers')).toContain('/blog/carriers')
  })

  it('names a section for its visitors on that section alone', () => {
    expect(urls('port authority')).toEqual(['/products/fr8lens#ports'])
    expect(urls('authority')).toEqual(['/products/fr8lens#ports', '/privacy#rights'])
  })

  it("does not take a misspelt word for a visitor's name before a page's own name ('carrers' → careers)", () => {
    expect(visitors.index.search('carrers')).toMatchObject({
      correctedQuery: 'careers',
      results: [{ url: '/careers' }],
    })
  })

  it('the build names an audience whose page or section is not in the index', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-index-'))
    const careers = page('/careers', 'Careers', [{ heading: 'Careers', anchor: 'open', text: 'Open roles.' }])
    const written = writeSearchIndex(
      [careers],
      path.join(dir, 'search.db'),
      [],
      [
        { page: '/careers', who: ['Engineers'] },
        { page: '/careers#open', who: ['Designers'] },
        { page: '/careers#closed', who: ['Managers'] },
        { page: '/jobs', who: ['Students'] },
      ],
    )
    fs.rmSync(dir, { recursive: true })
    expect(written.unknownAudiences).toEqual([
      { entry: 3, page: '/careers#closed' },
      { entry: 4, page: '/jobs' },
    ])
  })
})

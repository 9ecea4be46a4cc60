import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageAddress } from '../lib/files'
import { extractPage } from './extractSections'
import Database from '../../server/sqlite'
import { indexBuild, pageFiles, writeSearchIndex } from './writeSearchIndex'

/** A page as the build writes it: head, skip link, header with menu, main, footer. */
function page({ head = '', main }: { head?: string; main: string }) {
  return `<!DOCTYPE html><html lang="en"><head><title>Clearing House | E THE REAL</title>
<meta name="description" content="Share verified data."/>${head}</head><body>
<a href="#main" class="skip">Skip to main content</a>
<header><nav aria-label="Main"><a href="/products">Products menu entry</a><button>Open menu</button></nav></header>
<main id="main">${main}</main>
<footer><h2>Company</h2><p>Footer words: Dublin office</p></footer></body></html>`
}

const article = page({
  main: `<header id="top"><nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><span aria-current="page">Data Exchange</span></li></ol></nav>
<h1>Supply Chain Clearing House</h1><p>Decentralized data exchange.</p></header>
<nav aria-labelledby="toc"><p id="toc">On this page</p><a href="#how-it-works">How it works</a></nav>
<p>Each fact is published <strong>once</strong>, then <a href="/x">shared</a>.</p>
<h2 id="how-it-works"><a href="#how-it-works">How it works</a></h2>
<ol><li>Publish a record</li><li>Grant access</li></ol>
<div class="card"><h3>Card title</h3><p>Card text stays in its section.</p></div>
<h3 id="settle">Settle and audit</h3><p>Invoices draw on verified records.</p>
<section id="partners-band"><h2>Our partners</h2><p>Ports and carriers.</p><svg><text>map label</text></svg><span aria-hidden="true">decoration</span></section>`,
})

describe('extractPage', () => {
  const result = extractPage(article, '/supply-chain-clearing-house', 'E THE REAL', ['Clearing house', 'Exchange'])!

  it("names the page by its document title without the site name, and by its breadcrumb and the menus' labels", () => {
    expect(result.title).toBe('Clearing House')
    expect(result.names).toEqual(['Data Exchange', 'Exchange'])
    const section = (title: string) =>
      page({ main: '<h1>Heading</h1><p>Words</p>' }).replace('Clearing House | E THE REAL', title)
    expect(extractPage(section('Freight Booking | Industry Voice | E THE REAL'), '/a', 'E THE REAL')?.title).toBe(
      'Freight Booking',
    )
    // The home page's title is the brand (then its tagline), or the brand alone: then the h1 names it.
    expect(extractPage(section('E THE REAL | AI for supply chains'), '/', 'E THE REAL')?.title).toBe(
      'AI for supply chains',
    )
    expect(extractPage(section('E THE REAL'), '/', 'E THE REAL')?.title).toBe('Heading')
  })

  it('heads the opening section with the h1 and splits the main content at each h2 and each h3 with an id', () => {
    expect(result.description).toBe('Share verified data.')
    expect(result.sections.map((s) => [s.heading, s.anchor])).toEqual([
      ['Supply Chain Clearing House', ''],
      ['How it works', 'how-it-works'],
      ['Settle and audit', 'settle'],
      ['Our partners', 'partners-band'],
    ])
  })

  it('keeps the text under each heading, card titles included, with words kept apart and sentences whole', () => {
    expect(result.sections[0]!.text).toBe('Decentralized data exchange. Each fact is published once, then shared.')
    expect(result.sections[1]!.text).toBe('Publish a record Grant access Card title Card text stays in its section.')
    expect(result.sections[3]!.text).toBe('Ports and carriers.')
  })

  it('leaves out the header, menu, footer, skip link, table of contents, pictures and hidden decoration', () => {
    const all = JSON.stringify(result)
    for (const chrome of [
      'Skip to main content',
      'Products menu entry',
      'Open menu',
      'Footer words',
      'Company',
      'On this page',
      'map label',
      'decoration',
    ]) {
      expect(all).not.toContain(chrome)
    }
  })

  it('leaves out pages that opt out: robots noindex, site-search off, or a canonical URL elsewhere (an alias)', () => {
    expect(
      extractPage(page({ head: '<meta name="robots" content="noindex"/>', main: '<p>x</p>' }), '/a', 'E THE REAL'),
    ).toBeUndefined()
    expect(
      extractPage(page({ head: '<meta name="site-search" content="off"/>', main: '<p>x</p>' }), '/a', 'E THE REAL'),
    ).toBeUndefined()
    const alias = page({
      head: '<link rel="canonical" href="https://ethereal.io/about/our-web3hub"/>',
      main: '<p>x</p>',
    })
    expect(extractPage(alias, '/about/web3hub', 'E THE REAL')).toBeUndefined()
    expect(extractPage(alias, '/about/our-web3hub', 'E THE REAL')).toBeDefined()
  })

  it("reads an article's date, which orders the index", () => {
    const dated = page({ head: '<meta property="article:published_time" content="2025-04-08"/>', main: '<p>x</p>' })
    expect(extractPage(dated, '/blog/a', 'E THE REAL')?.published).toBe('2025-04-08')
    expect(result.published).toBeUndefined()
  })

  it('without an h1, takes the document title without the site name', () => {
    expect(extractPage(page({ main: '<p>Words</p>' }), '/a', 'E THE REAL')?.title).toBe('Clearing House')
  })

  it('reads a page without a head as a whole', () => {
    const bare = extractPage('<main><h1>Bare</h1><p>Only words.</p></main>', '/bare', 'E THE REAL')
    expect(bare?.sections).toEqual([{ heading: 'Bare', anchor: '', text: 'Only words.' }])
  })
})

describe('the order sections are written in', () => {
  it("puts the site's own pages first, as found, then articles newest first", () => {
    const p = (url: string, published?: string) => ({
      url,
      title: url,
      names: [],
      description: '',
      sections: [{ heading: url, anchor: '', text: `About ${url}` }],
      published,
    })
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-order-'))
    const file = path.join(dir, 'search.db')
    writeSearchIndex([p('/blog/old', '2023-01-01'), p('/about'), p('/blog/new', '2025-04-08'), p('/products')], file)
    const db = new Database(file, { readonly: true })
    expect(db.prepare('SELECT url FROM sections ORDER BY rowid').pluck().all()).toEqual([
      '/about',
      '/products',
      '/blog/new',
      '/blog/old',
    ])
    db.close()
    fs.rmSync(dir, { recursive: true })
  })
})

describe('indexBuild', () => {
  it('indexes every pre-rendered page but the error pages, and writes dist/search.db', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-'))
    const write = (rel: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(dist, 'client', rel)), { recursive: true })
      fs.writeFileSync(path.join(dist, 'client', rel), html)
    }
    write('index.html', page({ main: '<h1>Home</h1><p>Welcome</p>' }))
    write('blog/post/index.html', page({ main: '<h1>Post</h1><p>Text</p>' }))
    write('404.html', page({ main: '<h1>Page not found</h1>' }))
    write(
      'about/404/index.html',
      page({ head: '<meta name="robots" content="noindex"/>', main: '<h1>Category not found</h1>' }),
    )
    write('assets/x/index.html', page({ main: '<h1>Asset</h1>' }))
    const client = path.join(dist, 'client')
    expect(pageFiles(client).map((f) => pageAddress(client, f))).toEqual(['/blog/post', '/'])
    expect(await indexBuild(dist, 'E THE REAL', { cacheDir: path.join(dist, 'cache') })).toMatchObject({
      pages: 2,
      sections: 2,
    })
    expect(fs.existsSync(path.join(dist, 'search.db'))).toBe(true)
    fs.rmSync(dist, { recursive: true })
  })

  it('reads a large site on several threads and indexes it as one thread would: every page once, in order', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-threads-'))
    const client = path.join(dist, 'client')
    // 260 pages: more than two threads' jobs of 100; two show the same text (an alias), one opts out.
    for (let i = 0; i < 260; i++) {
      const n = String(i).padStart(3, '0')
      const text = i === 7 ? 'Page 006' : `Page ${n}`
      const head = i === 9 ? '<meta name="robots" content="noindex"/>' : ''
      fs.mkdirSync(path.join(client, 'p', n), { recursive: true })
      fs.writeFileSync(
        path.join(client, 'p', n, 'index.html'),
        page({ head, main: `<h1>${text}</h1><p>Text ${text}</p>` }),
      )
    }
    expect(await indexBuild(dist, 'E THE REAL', { cacheDir: path.join(dist, 'cache') })).toMatchObject({
      pages: 258,
      sections: 258,
      skipped: 2,
    })
    const db = new Database(path.join(dist, 'search.db'), { readonly: true })
    const urls = db.prepare('SELECT url FROM sections ORDER BY rowid').pluck().all()
    const expected = pageFiles(client)
      .map((f) => pageAddress(client, f))
      .filter((u) => u !== '/p/007' && u !== '/p/009')
    expect(urls).toEqual(expected)
    db.close()
    fs.rmSync(dist, { recursive: true })
  })

  it('takes a page that came out as before from the build cache, and reads a changed or cut-short one again', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-cache-'))
    const cache = path.join(dist, 'cache')
    const write = (rel: string, main: string) => {
      fs.mkdirSync(path.dirname(path.join(dist, 'client', rel)), { recursive: true })
      fs.writeFileSync(path.join(dist, 'client', rel), page({ main }))
    }
    const bodies = async () => {
      await indexBuild(dist, 'E THE REAL', { cacheDir: cache })
      const db = new Database(path.join(dist, 'search.db'), { readonly: true })
      const found = db.prepare('SELECT body FROM sections ORDER BY url').pluck().all()
      db.close()
      return found
    }
    const kept = () => fs.readdirSync(cache).map((f) => path.join(cache, f))
    write('index.html', '<h1>Home</h1><p>Welcome aboard</p>')
    write('blog/post/index.html', '<h1>Post</h1><p>First text</p>')
    expect(await bodies()).toEqual(['Welcome aboard', 'First text'])
    expect(kept()).toHaveLength(2)

    // What is kept of a page is what the next build indexes, while the page stays as it was…
    for (const file of kept()) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('aboard', 'back'))
    // …and a page that changed is read again.
    write('blog/post/index.html', '<h1>Post</h1><p>Second text</p>')
    expect(await bodies()).toEqual(['Welcome back', 'Second text'])
    expect(kept()).toHaveLength(3)

    // A kept page cut short (a full disk) is read again, and kept whole.
    for (const file of kept()) fs.writeFileSync(file, '{"url": "/', { flag: 'w' })
    expect(await bodies()).toEqual(['Welcome aboard', 'Second text'])
    expect(await bodies()).toEqual(['Welcome aboard', 'Second text'])
    fs.rmSync(dist, { recursive: true })
  })
})

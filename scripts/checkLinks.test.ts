import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLinks, formatBroken, routeOf, sourceOf } from './checkLinks'

let dirs: string[] = []
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  dirs = []
})

/** A tiny project: content/about/vision.mdx and a dist/client with the given pages (route → body HTML). */
function site(pages: Record<string, string>, files: string[] = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'))
  dirs.push(root)
  fs.mkdirSync(path.join(root, 'content/about'), { recursive: true })
  fs.writeFileSync(path.join(root, 'content/about/vision.mdx'), '---\n---\n')
  const client = path.join(root, 'dist/client')
  for (const [route, body] of Object.entries(pages)) {
    const file = path.join(client, route === '/' ? '' : route, 'index.html')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `<!doctype html><html><body>${body}</body></html>`)
  }
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(client, f)), { recursive: true })
    fs.writeFileSync(path.join(client, f), '%PDF-1.3')
  }
  return { root, client }
}

describe('checkLinks', async () => {
  it('passes when every link, anchor and file resolves', async () => {
    const { root, client } = site(
      {
        '/': '<a href="/about/vision">Vision</a><section id="contact"></section>',
        '/about/vision':
          '<h2 id="goal">Goal</h2><a href="#goal">Goal</a><a href="/#contact">Contact</a><a href="/downloads/guide.pdf">Guide</a><a href="#top">Top</a><a href="mailto:a@b.c">Mail</a><a href="https://example.com/x">Out</a>',
      },
      ['downloads/guide.pdf'],
    )
    expect(await checkLinks(client, { root })).toEqual([])
  })

  it('fails a link to a route that is not pre-rendered, naming the source file and the link', async () => {
    const { root, client } = site({ '/': '', '/about/vision': '<a href="/about/missio">Mission</a>' })
    const broken = await checkLinks(client, { root })
    expect(broken).toEqual([
      {
        page: '/about/vision',
        source: 'content/about/vision.mdx',
        href: '/about/missio',
        reason: 'no page is pre-rendered at /about/missio',
      },
    ])
    expect(formatBroken(broken)).toBe(
      'content/about/vision.mdx (/about/vision): /about/missio — no page is pre-rendered at /about/missio',
    )
  })

  it('fails an anchor that does not exist on its page, on this page or another', async () => {
    const { root, client } = site({
      '/': '<div id="products"></div>',
      '/about/vision': '<a href="#nowhere">x</a><a href="/#strategies">y</a><a href="/#products">z</a>',
    })
    expect((await checkLinks(client, { root })).map((b) => `${b.href}: ${b.reason}`)).toEqual([
      '#nowhere: no element with id "nowhere" on /about/vision',
      '/#strategies: no element with id "strategies" on /',
    ])
  })

  it('names the route when no source file is known, and honours the allow-list', async () => {
    const { root, client } = site({ '/': '', '/somewhere': '<a href="/videos/abc">v</a><a href="/nope">n</a>' })
    expect(await checkLinks(client, { root, allow: ['/videos*'] })).toEqual([
      { page: '/somewhere', source: '/somewhere', href: '/nope', reason: 'no page is pre-rendered at /nope' },
    ])
  })
})

describe('the file a broken link is reported in', () => {
  it('is the page’s own: its MDX file, or the +Page.tsx that renders its address', () => {
    const root = process.cwd()
    expect(
      Object.fromEntries(
        [
          '/',
          '/privacy',
          '/about/vision',
          '/blog/digital-product-passport-regulation',
          '/blog/page/3',
          '/blog/topics/web3',
          '/blog/topics/web3/page/2',
          '/blog/authors/marcus-lindqvist',
          '/videos/q3Xv9Lm2TfA',
          '/_as-of/2026-12-07T09-00/blog',
        ].map((route) => [route, sourceOf(route, root)]),
      ),
    ).toEqual({
      '/': 'pages/index/+Page.tsx',
      '/privacy': 'content/legal/privacy.mdx',
      '/about/vision': 'content/about/vision.mdx',
      '/blog/digital-product-passport-regulation': 'content/blog/digital-product-passport-regulation.mdx',
      '/blog/page/3': 'pages/blog/page/@n/+Page.tsx',
      '/blog/topics/web3': 'pages/blog/topics/+Page.tsx',
      '/blog/topics/web3/page/2': 'pages/blog/topics/+Page.tsx',
      '/blog/authors/marcus-lindqvist': 'pages/blog/authors/+Page.tsx',
      '/videos/q3Xv9Lm2TfA': 'pages/videos/@videoId/+Page.tsx',
      '/_as-of/2026-12-07T09-00/blog': 'pages/blog/+Page.tsx',
    })
  })

  it("is the file whose page a content file's route is (routeOf), an earlier policy version's too", () => {
    const root = 'tests/fixtures/policy-history'
    for (const file of ['content/legal/privacy.mdx', 'content/legal/privacy/2023-01-01.mdx'])
      expect(sourceOf(routeOf(file), root)).toBe(file)
    for (const file of ['content/about/vision.mdx', 'content/pages/careers.mdx', 'content/products/fr8lens.mdx'])
      expect(sourceOf(routeOf(file), process.cwd())).toBe(file)
  })
})

import { describe, expect, it } from 'vitest'
import { resolveRedirects, type RedirectSource } from './resolveRedirects'

const pages = new Set(['/', '/blog', '/blog/new-name', '/about'])
const moved = (from: string, to: string, file = `content/blog${to.slice(5)}.mdx`): RedirectSource => ({
  from,
  to,
  status: 301,
  file,
})

describe('redirects', () => {
  it('answer the page an old address names, trailing slash or not', () => {
    expect(resolveRedirects([moved('/blog/old-name/', '/blog/new-name')], pages)).toEqual({
      redirects: [{ from: '/blog/old-name', to: '/blog/new-name', status: 301, file: 'content/blog/new-name.mdx' }],
      errors: [],
    })
  })

  it('collapse a chain to one hop: a page renamed twice sends both old addresses straight to the page', () => {
    const { redirects, errors } = resolveRedirects(
      [
        moved('/blog/first-name', '/blog/second-name', 'content/redirects.ts, entry 1'),
        moved('/blog/second-name', '/blog/new-name'),
      ],
      pages,
    )
    expect(errors).toEqual([])
    expect(redirects.map((r) => [r.from, r.to])).toEqual([
      ['/blog/first-name', '/blog/new-name'],
      ['/blog/second-name', '/blog/new-name'],
    ])
  })

  it('keep a page gone on purpose gone (410), also at the addresses that led to it', () => {
    const { redirects } = resolveRedirects(
      [
        { from: '/old-offer', status: 410, file: 'content/redirects.ts, entry 1 (/old-offer)' },
        moved('/offer', '/old-offer', 'content/redirects.ts, entry 2 (/offer)'),
      ],
      pages,
    )
    expect(redirects.map((r) => [r.from, r.status])).toEqual([
      ['/offer', 410],
      ['/old-offer', 410],
    ])
  })

  it('refuse a loop, naming the file and the addresses that go round', () => {
    const { errors } = resolveRedirects(
      [moved('/blog/a', '/blog/b', 'content/blog/b.mdx'), moved('/blog/b', '/blog/a', 'content/blog/a.mdx')],
      pages,
    )
    expect(errors).toEqual([
      'content/blog/b.mdx: the redirect from /blog/a goes round in a loop (/blog/a → /blog/b → /blog/a): one of them must lead to a page',
      'content/blog/a.mdx: the redirect from /blog/b goes round in a loop (/blog/b → /blog/a → /blog/b): one of them must lead to a page',
    ])
  })

  it('refuse a redirect to an address that is no page', () => {
    expect(
      resolveRedirects([moved('/blog/old-name', '/blog/typo-name', 'content/redirects.ts, entry 1')], pages).errors,
    ).toEqual([
      'content/redirects.ts, entry 1: the redirect from /blog/old-name leads to /blog/typo-name, which is no page of the build: point it at a page that exists',
    ])
  })

  it('refuse a redirect that would hide a page, and one address redirected twice', () => {
    const { errors } = resolveRedirects(
      [
        moved('/about', '/blog/new-name'),
        moved('/blog/old-name', '/blog/new-name'),
        moved('/blog/old-name', '/blog', 'content/redirects.ts, entry 1 (/blog/old-name)'),
      ],
      pages,
    )
    expect(errors).toEqual([
      'content/blog/new-name.mdx: the redirect from /about would hide the page that is there: remove the redirect, or move or delete that page',
      'content/redirects.ts, entry 1 (/blog/old-name): the redirect from /blog/old-name is also written in content/blog/new-name.mdx: keep one of them',
    ])
  })
})

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { sitePlugin } from '../../server/plugins/site'

// The build's address step run on a small fixture site (its own content/ and dist/), as `npm run build` runs it last.
const tsx = path.resolve('node_modules/.bin/tsx')
const step = path.resolve('scripts/addresses/writeRedirects.ts')
const made: string[] = []
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

const article = (extra = '') => `---
title: Digital Product Passports, explained
description: What the EU's passport rules ask of a product's makers, and how to be ready for them.
date: 2025-01-10
updated: 2025-01-10
author: Priya Raman
${extra}---

Text.
`
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`

/** A site whose only article was published at /blog/passport-rules and is now content/blog/dpp-explained.mdx. */
function renamedSite(frontmatter = '') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-addresses-'))
  made.push(root)
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('content/blog/dpp-explained.mdx', article(frontmatter))
  write('content/redirects.ts', fs.readFileSync('content/redirects.ts', 'utf8'))
  write(
    'content/published-addresses.txt',
    '/  pages/index/+Page.tsx\n/blog/passport-rules  content/blog/passport-rules.mdx\n',
  )
  write('dist/client/index.html', page('Home'))
  write('dist/client/404.html', page('Page not found'))
  write('dist/client/blog/dpp-explained/index.html', page('Digital Product Passports, explained'))
  return root
}

const build = (root: string) => {
  const run = spawnSync(tsx, [step], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_URL: 'https://example.test' },
  })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('renaming an article', () => {
  it('without a redirect fails the build, naming the old address, the file that made it and the line to add', () => {
    const { status, output } = build(renamedSite())
    expect(status).toBe(1)
    expect(output).toContain(
      'content/published-addresses.txt: /blog/passport-rules (made by content/blog/passport-rules.mdx) is no longer published: add "redirectFrom: [/blog/passport-rules]" to the frontmatter of the page that replaces it',
    )
  })

  it('with redirectFrom builds, lists the new address, and the server answers 301 to it, query kept', async () => {
    const root = renamedSite('redirectFrom: [/blog/passport-rules]\n')
    const { status, output } = build(root)
    expect(output).toContain(
      '1 new address(es) added to content/published-addresses.txt (commit it): /blog/dpp-explained',
    )
    expect(status).toBe(0)
    expect(fs.readFileSync(path.join(root, 'content/published-addresses.txt'), 'utf8')).toMatch(
      /^\/blog\/dpp-explained {2}content\/blog\/dpp-explained\.mdx$/m,
    )
    // For a CDN or static host: the _redirects line, and a page at the old address that refreshes to the new one.
    expect(fs.readFileSync(path.join(root, 'dist/client/_redirects'), 'utf8')).toBe(
      '/blog/passport-rules  /blog/dpp-explained  301\n',
    )
    const moved = fs.readFileSync(path.join(root, 'dist/client/blog/passport-rules/index.html'), 'utf8')
    expect(moved).toContain('<meta http-equiv="refresh" content="0; url=/blog/dpp-explained">')
    expect(moved).toContain('<link rel="canonical" href="https://example.test/blog/dpp-explained">')

    const app = Fastify()
    await app.register(sitePlugin, { root: path.join(root, 'dist/client') })
    const base = await app.listen({ host: '127.0.0.1', port: 0 })
    try {
      for (const old of ['/blog/passport-rules?utm_source=linkedin', '/blog/passport-rules/?utm_source=linkedin']) {
        const res = await fetch(base + old, { redirect: 'manual' })
        expect([res.status, res.headers.get('location')]).toEqual([301, '/blog/dpp-explained?utm_source=linkedin'])
      }
      const res = await fetch(`${base}/blog/passport-rules`)
      expect([res.status, res.url]).toEqual([200, `${base}/blog/dpp-explained`])
      expect(await res.text()).toContain('<h1>Digital Product Passports, explained</h1>')
    } finally {
      await app.close()
    }
  })

  it('a second build with the same redirect passes again: the page left at the old address is not taken for a page', () => {
    const root = renamedSite('redirectFrom: [/blog/passport-rules]\n')
    expect(build(root).status).toBe(0)
    const again = build(root)
    expect(again.output).toContain('lists all 3 addresses')
    expect(again.status).toBe(0)
  })
})

describe('the sitemap, llms.txt and the text twins', () => {
  it('may name only addresses the site publishes today: an old address that redirects fails the build', () => {
    const root = renamedSite('redirectFrom: [/blog/passport-rules]\n')
    fs.writeFileSync(
      path.join(root, 'dist/client/sitemap.xml'),
      '<urlset><url><loc>https://example.test/blog/passport-rules</loc></url></urlset>',
    )
    fs.writeFileSync(path.join(root, 'dist/client/index.md'), '# Home\n')
    const { status, output } = build(root)
    expect(status).toBe(1)
    expect(output).toContain(
      'dist/client: sitemap.xml names /blog/passport-rules, which is no page the site publishes today (content/published-addresses.txt)',
    )
  })
})

describe('a page gone on purpose', () => {
  it('answers 410 with the not-found page when content/redirects.ts says so', async () => {
    const root = renamedSite('redirectFrom: [/blog/passport-rules]\n')
    fs.writeFileSync(
      path.join(root, 'content/redirects.ts'),
      fs
        .readFileSync('content/redirects.ts', 'utf8')
        .replace('export const redirects = [] as', "export const redirects = [{ from: '/old-offer', status: 410 }] as"),
    )
    expect(build(root).status).toBe(0)
    expect(fs.readFileSync(path.join(root, 'dist/client/_redirects'), 'utf8')).toContain('/old-offer  /404.html  410\n')
    const app = Fastify()
    await app.register(sitePlugin, { root: path.join(root, 'dist/client') })
    const res = await app.inject('/old-offer')
    expect(res.statusCode).toBe(410)
    expect(res.body).toContain('<h1>Page not found</h1>')
    await app.close()
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { expect, it, vi } from 'vitest'
import { cleanUpAfterEach, startServer } from '../testing/serverProcess'
import { tempDataDir, validMessage } from '../testing/testApp'
import { distCoveringAnalytics, visitor } from './testing'

// The analytics need no cookie: with counting on, no answer of the public site sets one. Every file of the build is
// asked for (pages, twins, feeds, assets), at its pretty address too, and every route of the server's own.

vi.setConfig({ testTimeout: 240_000 })
const cleanup = cleanUpAfterEach()

it('no route of the public site sets a cookie, with counting on', async () => {
  const dist = distCoveringAnalytics()
  const server = await startServer({ DIST_DIR: dist, DATA_DIR: tempDataDir('no-cookie'), TRUST_PROXY: '1' })
  cleanup(server.stop)
  const client = path.join(dist, 'client')
  const files = fs
    .readdirSync(client, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => !/\.(br|gz)$/.test(f) && fs.statSync(path.join(client, f)).isFile())
  const pages = files.filter((f) => f.endsWith('index.html')).map((f) => `/${f.slice(0, -'index.html'.length)}`)
  const redirects = (JSON.parse(fs.readFileSync(path.join(dist, 'redirects.json'), 'utf8')) as { from: string }[]).map(
    (r) => r.from,
  )
  const gets = [
    ...files.map((f) => `/${f}`),
    ...pages,
    ...pages.map((p) => p.replace(/(.)\/$/, '$1')),
    ...redirects,
    '/search?q=fr8lens',
    '/api/search?q=fr8lens',
    '/api/trade-news',
    '/healthz',
    '/newsletter/confirm?token=x',
    '/newsletter/unsubscribe?token=x',
    '/no-such-page',
    '/analytics',
    '/?utm_source=newsletter',
  ]
  const json = { 'content-type': 'application/json' }
  const posts: [string, Record<string, string>, string][] = [
    ['/api/contact', json, JSON.stringify(validMessage)],
    [
      '/api/contact',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams(validMessage).toString(),
    ],
    ['/api/newsletter', json, JSON.stringify({ email: 'ada@example.com', page: '/blog' })],
    ['/newsletter/confirm', { 'content-type': 'application/x-www-form-urlencoded' }, 'token=x'],
    ['/newsletter/unsubscribe', { 'content-type': 'application/x-www-form-urlencoded' }, 'token=x'],
  ]
  const answers: { what: string; status: number; cookie: string | null }[] = []
  const queue = [...new Set(gets)]
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const res = await fetch(`${server.url}${url}`, { headers: visitor(1), redirect: 'manual' })
        await res.arrayBuffer()
        answers.push({ what: `GET ${url}`, status: res.status, cookie: res.headers.get('set-cookie') })
      }
    }),
  )
  for (const [url, headers, body] of posts) {
    const res = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { ...visitor(2), ...headers },
      body,
      redirect: 'manual',
    })
    answers.push({ what: `POST ${url}`, status: res.status, cookie: res.headers.get('set-cookie') })
  }
  expect(answers.length).toBeGreaterThan(300)
  expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(250)
  expect(answers.filter((a) => a.cookie !== null)).toEqual([])
})

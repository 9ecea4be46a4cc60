import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { freePort } from '../scripts/lib/ports'
import { waitFor } from '../server/testing/waitFor'

// content/blog/digital-product-passport-regulation.mdx has `publishAt: 2025-04-08T09:00` (Europe/Dublin, UTC+1 then):
// one build, two servers whose clocks (NOW, test-only, moving on from there) stand on either side of it: two minutes
// before it, so that its minute is still to come however long the servers take to start, and on it.
const article = '/blog/digital-product-passport-regulation'
const title = 'Getting Ready for Digital Product Passports'

const started: ChildProcess[] = []
/** The servers' data folders, removed once they have stopped. */
const dataDirs: string[] = []
test.afterAll(async () => {
  await Promise.all(
    started
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise((exited) => c.once('exit', exited).kill())),
  )
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** The built site served by a real server whose clock is set to `now`. */
async function serverOn(now: string) {
  const port = await freePort()
  const dataDir = path.join(os.tmpdir(), `ethereal-scheduled-${port}`)
  dataDirs.push(dataDir)
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NOW: now,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  started.push(child)
  const url = `http://127.0.0.1:${port}`
  await waitFor(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.ok, {
    timeoutMs: 60_000,
    intervalMs: 200,
    what: 'the server to start',
  })
  return url
}

/**
 * Every list a visitor, a feed reader, a search engine or a language model reads the site's articles from, the pages
 * and feeds of its topics among them.
 */
async function lists(request: APIRequestContext, base: string) {
  const text = async (url: string) => (await request.get(base + url)).text()
  const search = await (await request.get(`${base}/api/search?q=digital+product+passports+ready`)).json()
  return {
    '/blog': await text('/blog'),
    '/blog.md': await text('/blog.md'),
    '/blog/feed.xml': await text('/blog/feed.xml'),
    // Its topics that have other articles: their pages and feeds.
    '/blog/topics/sustainability': await text('/blog/topics/sustainability'),
    '/blog/topics/sustainability/feed.xml': await text('/blog/topics/sustainability/feed.xml'),
    '/blog/topics/web3': await text('/blog/topics/web3'),
    '/sitemap.xml': await text('/sitemap.xml'),
    '/llms.txt': await text('/llms.txt'),
    '/llms-full.txt': await text('/llms-full.txt'),
    '/api/search': search.results.map((r: { url: string }) => r.url).join('\n'),
    '/search': await text('/search?q=digital+product+passports+ready'),
  }
}

// Clock tests: nothing here depends on the viewport.
test.describe(`an article scheduled for 09:00 (${article})`, { tag: '@any-width' }, () => {
  test.describe.configure({ mode: 'serial' })
  let before: string
  let after: string
  test.beforeAll(async ({}, info) => {
    info.setTimeout(120_000)
    ;[before, after] = await Promise.all([serverOn('2025-04-08T07:58:00Z'), serverOn('2025-04-08T08:00:00Z')])
  })

  /** The topic and author pages that have no article but this one. */
  const itsOwnLists = [
    '/blog/topics/digital-product-passport',
    '/blog/topics/compliance',
    '/blog/authors/marcus-lindqvist',
  ]

  test('at 08:58 answers 404 and is in no list', async ({ page, request }) => {
    expect((await request.get(before + article)).status()).toBe(404)
    expect((await request.get(`${before + article}.md`)).status()).toBe(404)
    const sitemap = await (await request.get(`${before}/sitemap.xml`)).text()
    for (const list of itsOwnLists) {
      expect((await request.get(before + list)).status(), list).toBe(404)
      expect(sitemap, list).not.toContain(`${list}<`)
    }
    expect(await (await request.get(`${before}/blog`)).text()).not.toContain('/blog/topics/compliance')
    for (const [list, body] of Object.entries(await lists(request, before)))
      expect(body, `${list} names the article before its minute`).not.toContain(article)
    await page.goto(`${before}/blog`)
    await expect(page.getByRole('link', { name: 'Why Fr8lens Issues Shipment Passports as NFTs' })).toBeVisible()
    await expect(page.getByRole('link', { name: title })).toHaveCount(0)
  })

  test('at 09:00, same build, it answers 200 and is in every list', async ({ page, request }) => {
    expect((await request.get(after + article)).status()).toBe(200)
    expect((await request.get(`${after + article}.md`)).status()).toBe(200)
    const sitemap = await (await request.get(`${after}/sitemap.xml`)).text()
    for (const list of itsOwnLists) {
      expect(sitemap, list).toContain(`${list}<`)
      const answer = await request.get(after + list)
      expect(answer.status(), list).toBe(200)
      expect(await answer.text(), list).toContain(article)
    }
    expect(await (await request.get(`${after}/blog`)).text()).toContain('/blog/topics/compliance')
    for (const [list, body] of Object.entries(await lists(request, after)))
      expect(body, `${list} does not name the article from its minute`).toContain(article)
    await page.goto(`${after}/blog`)
    await page.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })
})

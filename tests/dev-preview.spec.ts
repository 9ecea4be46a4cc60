import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import { freePort } from '../scripts/lib/ports'
import { signalGroup, stopGroup } from '../server/testing/processGroup'
import { copyOfProject } from '../server/testing/projectCopy'
import { waitFor } from '../server/testing/waitFor'

// Desktop only (playwright.config.ts): the preview is the same at every width. A writer's draft, written, broken and
// mended while `npm run dev` shows it, in a copy of the project: the tests beside it (Vitest's, the other browser tests)
// read the project's content/ meanwhile, and a broken draft there failed those that check every content file.
const folder = 'content/blog'
const article = ({
  date = '2026-01-15',
  body = 'The preview shows this paragraph.',
  extra = '',
  author = 'Siobhán Kelleher',
} = {}) => `---
title: Preview check
description: An article the preview test writes, breaks and mends.
date: ${date}
updated: 2026-01-15
author: ${author}
draft: true
${extra}---

${body}
`

/**
 * The `vike dev` servers this worker started, each the leader of a process group of its own (what it starts, esbuild's
 * service among them, is in the group too): a failed or timed-out test never leaves one running (one was found at 60 %
 * of a core for 44 minutes).
 */
const devServers = new Set<ChildProcess>()

/** Stops `dev`'s whole group (stopGroup). */
async function stopDev(dev: ChildProcess) {
  devServers.delete(dev)
  await stopGroup(dev)
}

// A worker that ends without its teardown (its process exits) still takes the groups with it.
process.on('exit', () => {
  for (const dev of devServers) signalGroup(dev, 'SIGKILL')
})

/** What a test has still to undo (stop its server, remove its draft) if its `finally` does not run. */
const cleanups = new Set<() => Promise<void>>()

/** On a test's timeout its `finally` never runs: the worker's teardown undoes what the test left behind. */
const test = base.extend<object, { cleansUp: void }>({
  cleansUp: [
    async ({}, use) => {
      await use()
      for (const cleanup of cleanups) await cleanup()
    },
    { scope: 'worker', auto: true },
  ],
})

test.setTimeout(180_000)

test('npm run dev shows a content error in the open page, the article again once the file is fixed, and its old address leads to it', async ({
  page,
}) => {
  const site = copyOfProject(fs.mkdtempSync(path.join(os.tmpdir(), 'dev-preview-')))
  const port = await freePort()
  const slug = `dev-preview-${port}`
  /** As the writer and the dev server name it, from the project's folder. */
  const file = `${folder}/${slug}.mdx`
  const save = (text: string) => fs.writeFileSync(path.join(site, file), text)
  save(article())
  const dev = spawn('node_modules/.bin/vike', ['dev', '--port', String(port)], {
    cwd: site,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  devServers.add(dev)
  const cleanup = async () => {
    cleanups.delete(cleanup)
    await stopDev(dev)
    fs.rmSync(site, { recursive: true, force: true })
  }
  cleanups.add(cleanup)
  // What the terminal showed, attached to the report when the test fails.
  let terminal = ''
  for (const stream of [dev.stdout, dev.stderr]) stream.on('data', (chunk: Buffer) => (terminal += chunk.toString()))
  try {
    const url = `http://localhost:${port}/blog/${slug}`
    await waitFor(async () => (await fetch(url).catch(() => undefined))?.ok, {
      timeoutMs: 90_000,
      intervalMs: 250,
      what: 'npm run dev to show the draft',
    })
    // The page just opened, its Vite client not yet connected (that can take seconds on a busy machine), when the
    // writer saves: the save still reaches the page. The client is held until the server has seen the change.
    let releaseClient = () => {}
    const clientHeld = new Promise<void>((resolve) => (releaseClient = resolve))
    await page.route('**/@vite/client', async (route) => {
      await clientHeld
      await route.continue()
    })
    await page.goto(url, { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview check')
    const changesSeen = async () =>
      (await fetch(url, { headers: { accept: 'text/html' } })).headers.get('server-timing')
    const before = await changesSeen()

    // A bad date: the open page reloads by itself to the build's sentence, the file and its line.
    save(article({ date: '2026-02-30' }))
    await waitFor(async () => (await changesSeen()) !== before, {
      intervalMs: 250,
      what: 'the dev server to see the saved file',
    })
    releaseClient()
    await expect(
      page.getByText(`${file}: frontmatter field 'date' must be a real calendar date yyyy-mm-dd`),
    ).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${file}:4`)
    await expect(page.getByText('date: 2026-02-30')).toBeVisible()

    // An author and a topic that are on no list: each sentence names the nearest, with the line of the first.
    save(article({ author: 'Siobhan Kelleher', extra: 'tags: [Web3, Sustainabilty]\n' }))
    await expect(
      page.getByText(
        `${file}: frontmatter field 'author' is 'Siobhan Kelleher', who is not in content/people.ts or content/guestWriters.ts: did you mean Siobhán Kelleher?`,
      ),
    ).toBeVisible({ timeout: 30_000 })
    await expect(
      page.getByText(
        `${file}: frontmatter field 'tags' has 'Sustainabilty', which is not a topic in content/blogTopics.ts: did you mean Sustainability?`,
      ),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([`${file}:6`, `${file}:8`])

    // MDX that does not compile: the line, and MDX's own sentence.
    save(article({ body: 'An {unclosed expression.' }))
    await expect(page.getByRole('heading', { level: 2, name: `${file}:10` })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/expected a corresponding closing brace/)).toBeVisible()

    // A component that does not exist: the page cannot render; the error names it, the file and the line.
    save(article({ body: '<NoSuchChart />' }))
    const alert = page.getByRole('alert').filter({ hasText: 'the page did not render' })
    await expect(alert).toContainText('Expected component `NoSuchChart` to be defined', { timeout: 30_000 })
    await expect(alert).toContainText(`\`10:1-10:16\` in \`${file}\``)

    // A link to a page that does not exist, and an anchor missing on another page: Vite's overlay over the page,
    // with the build's sentences.
    save(article({ body: 'Read [our mission](/about/missio) and [our aims](/about/vision#aims).' }))
    const overlay = page.locator('vite-error-overlay .message-body')
    await expect(overlay).toContainText(
      `${file} (/blog/${slug}): /about/missio — no page is pre-rendered at /about/missio`,
      { timeout: 30_000 },
    )
    await expect(overlay).toContainText('/about/vision#aims — no element with id "aims" on /about/vision')

    // Fixed: the article is back in the same tab, without a restart.
    save(article())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview check', { timeout: 30_000 })
    await expect(page.getByText('The preview shows this paragraph.')).toBeVisible()
    await expect(page.locator('vite-error-overlay')).toHaveCount(0)

    // Renamed: the writer gives the page its old address, and the old address leads to it, as in the built site
    // (301, the query kept); so does /blog/page/1, to /blog.
    const old = `/blog/${slug}-old`
    save(article({ extra: `redirectFrom: [${old}]\n` }))
    const answer = async (address: string) => {
      const r = await fetch(`http://localhost:${port}${address}`, { redirect: 'manual' })
      return `${r.status} ${r.headers.get('location')}`
    }
    await expect.poll(() => answer(`${old}?ref=shared`), { timeout: 30_000 }).toBe(`301 /blog/${slug}?ref=shared`)
    expect(await answer('/blog/page/1')).toBe('301 /blog')
    // In a tab of its own: the open one reloads for the saved file.
    const shared = await page.context().newPage()
    await shared.goto(`http://localhost:${port}${old}/`)
    await expect(shared).toHaveURL(url)
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText('Preview check')
    expect(dev.exitCode).toBeNull()
  } catch (e) {
    await test.info().attach('npm run dev', { body: terminal, contentType: 'text/plain' })
    throw e
  } finally {
    await cleanup()
  }
})

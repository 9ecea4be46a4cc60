import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { editorText } from '../../content/editor'
import { authorNames, topicNames } from '../../content/schemas/frontmatter'
import { readFrontmatter } from '../../content/validate'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium'
import { freePort } from '../../scripts/lib/ports'
import { startServer, type ServerProcess } from '../testing/serverProcess'
import { smallDisk } from '../testing/smallDisk'
import { tempDir } from '../testing/tempDirs'
import { testClock } from '../testing/testClock'
import { git } from './git'
import { buildOfMain, editorServer, signInAt, signInOnPage } from './testing'

// The web editor as writers and the legal team meet it: a real server whose operators' listener has the editor, its
// own git checkout cloned from a bare repository on disk (the site's remote in these tests), accounts made as
// `npm run operators` makes them, a real browser for Keystatic's page, and HTTP as that page speaks it for the rest.

vi.setConfig({ testTimeout: 120_000 })
/** How long a browser's step may take on a machine busy with the rest of the suite (a backstop, not a budget). */
const SLOW_MACHINE = { timeout: 30_000 }

const people = {
  wendy: { email: 'wendy@example.com', name: 'Wendy Writer', roles: ['writer' as const] },
  walt: { email: 'walt@example.com', name: 'Walt Writer', roles: ['writer' as const] },
  lena: { email: 'lena@example.com', name: 'Lena Lawyer', roles: ['legal' as const] },
  anna: { email: 'anna@example.com', name: 'Anna Analyst', roles: ['analyst' as const] },
}
type Person = keyof typeof people

let browser: Browser
let editor: Awaited<ReturnType<typeof editorServer>>
let server: ServerProcess
let operators: string
let remote: string
let checkout: string

/** The remote's main as `git log` shows it: author and subject of each commit, newest first. */
const remoteLog = async (count = 5) =>
  (await git(remote, ['log', `-${count}`, '--format=%an <%ae>|%s', 'main'])).toString().trim().split('\n')
const remoteFile = async (file: string) => (await git(remote, ['show', `main:${file}`])).toString()
/** The checkout's last commit: author and subject. A save writes its files first, then commits them. */
const lastCommit = async () => (await git(checkout, ['log', '-1', '--format=%an|%s'])).toString().trim()

beforeAll(async () => {
  editor = await editorServer('editor', people)
  ;({ server, operators, remote, checkout } = editor)
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A signed-in person's requests, as Keystatic's page sends them: cookie, anti-forgery token, `no-cors: 1`. */
async function signIn(who: Person, at = editor) {
  const { cookie, csrf } = await at.signIn(people[who])
  const headers = { cookie, 'x-csrf-token': csrf, 'no-cors': '1' }
  return {
    cookie,
    csrf,
    /** What Keystatic's page reads first: the files and their versions, which a save then expects to replace. */
    open: () => fetch(`${at.operators}/api/keystatic/tree`, { headers }),
    save: (files: Record<string, string | null>, extra: Record<string, string> = {}) =>
      fetch(`${at.operators}/api/keystatic/update`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', ...extra },
        body: JSON.stringify({
          additions: Object.entries(files)
            .filter(([, c]) => c !== null)
            .map(([p, c]) => ({ path: p, contents: Buffer.from(c!).toString('base64') })),
          deletions: Object.entries(files)
            .filter(([, c]) => c === null)
            .map(([p]) => ({ path: p })),
        }),
      }),
    publish: () =>
      fetch(`${at.operators}/editor/publish`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: csrf }),
      }),
  }
}

const article = ({ tag = topicNames[0]!, date = '2027-01-15', link = '/contact' } = {}) => `---
title: Editor test article
description: An article written in the web editor, with a topic, an author, a component and a minute.
date: ${date}
author: ${authorNames[0]}
tags:
  - ${tag}
publishAt: ${date}T09:00
updated: ${date}
---
Written in the browser. [Talk to us](${link}).

<Callout title="Note">
  A callout, as the editor writes one.
</Callout>
`
const NEW = 'content/blog/editor-test-article.mdx'

/** The caret in the text of Keystatic's page, once the text has it. */
async function typeInText(page: Page) {
  await page.locator('[contenteditable=true]').first().click()
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.isContentEditable), SLOW_MACHINE)
    .toBe(true)
}

/** A component from the text's menu, which opens on a '/' at the start of a line; its name narrows it. */
async function insertComponent(page: Page, label: string) {
  await page.keyboard.type('/')
  await page.getByRole('listbox').waitFor(SLOW_MACHINE)
  await page.keyboard.type(label.toLowerCase())
  await page.getByRole('option', { name: label }).click()
}

describe('the web editor', () => {
  it('a writer opens an article in the browser, changes it, adds a picture, saves and publishes: the remote has both, with the writer as author', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${operators}/keystatic/collection/blog/item/smart-quote-ai-shortlisting`)
    await signInOnPage(page, people.wendy)
    const description = page.getByRole('textbox', { name: editorText.fields.description!.label })
    await description.fill(
      'How Smart Quote & Book shortlists the best four or five carrier bids, and why planners trust it.',
    )
    // A picture at the end of the text: the '/' menu's Picture, a file chosen from the computer, what it shows.
    await typeInText(page)
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await insertComponent(page, 'Picture')
    await page.getByRole('button', { name: 'Edit' }).last().click()
    const dialog = page.getByRole('dialog')
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Choose file' }).click(),
    ])
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#146ea0' } })
      .jpeg()
      .toBuffer()
    await chooser.setFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo })
    await dialog.getByLabel('What it shows (alt text)').fill('A blue harbour at dawn')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    const change =
      'Edit content/blog/smart-quote-ai-shortlisting.mdx; add content/images/smart-quote-ai-shortlisting/harbour.jpg'
    await expect.poll(lastCommit, SLOW_MACHINE).toBe(`${people.wendy.name}|${change}`)

    // Back to the editor's home by the mark at the top of Keystatic's page.
    await page.getByRole('link', { name: editorText.home.back }).click()
    await expect.poll(() => page.url(), SLOW_MACHINE).toBe(`${operators}/editor`)
    await expect.poll(() => page.getByRole('cell', { name: change }).count(), SLOW_MACHINE).toBe(1)
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: editorText.home.publish }).click()
    await expect.poll(() => page.getByRole('status').textContent(), SLOW_MACHINE).toBe(editorText.published(1))

    expect((await remoteLog(1))[0]).toBe(`${people.wendy.name} <${people.wendy.email}>|${change}`)
    const article = await remoteFile('content/blog/smart-quote-ai-shortlisting.mdx')
    expect(readFrontmatter(article)).toMatchObject({
      description: 'How Smart Quote & Book shortlists the best four or five carrier bids, and why planners trust it.',
    })
    expect(article).toContain(
      '<Image src="../images/smart-quote-ai-shortlisting/harbour.jpg" alt="A blue harbour at dawn" />',
    )
    const stored = await git(remote, ['show', 'main:content/images/smart-quote-ai-shortlisting/harbour.jpg'])
    expect(Buffer.compare(stored, photo)).toBe(0)
    await context.close()
  })

  it('shows the build’s words in the editor when a save is refused, and writes nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const file = 'content/blog/digital-product-passport-regulation.mdx'
    const before = fs.readFileSync(path.join(checkout, file), 'utf8')
    await page.goto(`${operators}/keystatic/collection/blog/item/digital-product-passport-regulation`)
    await signInOnPage(page, people.walt)
    await page.getByRole('textbox', { name: editorText.fields.description!.label }).fill('Too short.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(
        () => page.getByText(`${file}: frontmatter field 'description' must be at least 30 characters`).count(),
        SLOW_MACHINE,
      )
      .toBe(1)
    expect(fs.readFileSync(path.join(checkout, file), 'utf8')).toBe(before)
    await context.close()
  })

  it('a writer creates an article in the browser with a topic, an author, a component and a minute; previews it; publishes it; the build of main shows it from its minute', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${operators}/keystatic/collection/blog/create`)
    await signInOnPage(page, people.wendy)
    const field = (name: string) => page.getByRole('textbox', { name: editorText.fields[name]!.label })
    await field('title').fill('Written in the browser')
    await field('description').fill(
      'An article written in the web editor, with a topic, an author, a component and a minute.',
    )
    await page.getByLabel(editorText.fields.date!.label).fill('2027-01-15')
    await page.getByLabel(editorText.fields.updated!.label).fill('2027-01-15')
    await page.getByRole('checkbox', { name: topicNames[1], exact: true }).check()
    await page.getByRole('button', { name: authorNames[0] }).click()
    await page.getByRole('option', { name: authorNames[1] }).click()
    await field('publishAt').fill('2027-01-15T09:00')
    await typeInText(page)
    await page.keyboard.type('Written in the browser, with a callout below.')
    await page.keyboard.press('Enter')
    await insertComponent(page, 'Callout')
    await page.keyboard.type('A callout, written in the browser.')
    await page.getByRole('button', { name: 'Create' }).click()

    const file = 'content/blog/written-in-the-browser.mdx'
    await expect.poll(lastCommit, SLOW_MACHINE).toBe(`${people.wendy.name}|Add ${file}`)
    const saved = fs.readFileSync(path.join(checkout, file), 'utf8')
    expect(readFrontmatter(saved)).toEqual({
      title: 'Written in the browser',
      description: 'An article written in the web editor, with a topic, an author, a component and a minute.',
      date: '2027-01-15',
      author: authorNames[1],
      tags: [topicNames[1]],
      publishAt: '2027-01-15T09:00',
      updated: '2027-01-15',
    })
    expect(saved).toContain('<Callout>\n  A callout, written in the browser.\n</Callout>')

    await page.goto(`${operators}/editor/preview/blog/written-in-the-browser`)
    await expect
      .poll(() => page.getByText(editorText.preview.scheduled('2027-01-15T09:00')).count(), SLOW_MACHINE)
      .toBe(1)
    await expect.poll(() => page.getByText('A callout, written in the browser.').count(), SLOW_MACHINE).toBe(1)

    await page.goto(`${operators}/editor`)
    await page.getByRole('button', { name: editorText.home.publish }).click()
    await expect.poll(() => page.getByRole('status').textContent(), SLOW_MACHINE).toBe(editorText.published(1))
    expect((await remoteLog(1))[0]).toBe(`${people.wendy.name} <${people.wendy.email}>|Add ${file}`)
    expect(await remoteFile(file)).toBe(saved)

    // The deployment builds the remote's main (its pages, here). Served with its clock two minutes before the article's
    // minute (Europe/Dublin is on UTC in January), the article is nowhere; from its minute, on the same build, it is on
    // the site.
    const clock = testClock('2027-01-15T08:58:00Z')
    const site = await startServer({
      DIST_DIR: await buildOfMain(remote),
      DATA_DIR: tempDir('ethereal-editor-site-data'),
      ...clock.env,
    })
    const address = `${site.url}/blog/written-in-the-browser`
    try {
      expect((await fetch(address)).status).toBe(404)
      expect(await (await fetch(`${site.url}/blog`)).text()).not.toContain('/blog/written-in-the-browser')
      clock.set('2027-01-15T09:00:00Z')
      await page.goto(`${site.url}/blog`)
      await page.getByRole('link', { name: 'Written in the browser' }).click()
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Written in the browser' }).count(), SLOW_MACHINE)
        .toBe(1)
      expect(page.url()).toBe(address)
      expect(await page.getByText('A callout, written in the browser.').count()).toBe(1)
    } finally {
      await site.stop()
    }
    await context.close()
  }, 300_000)

  it.each([
    [
      'a misspelt topic',
      { tag: 'Sustainabilty' },
      'which is not a topic in content/blogTopics.ts: did you mean Sustainability?',
    ],
    [
      'a date that is not one',
      { date: '2027-02-30' },
      "frontmatter field 'date' must be a real calendar date yyyy-mm-dd",
    ],
    ['a broken link', { link: '/no-such-page' }, '/no-such-page'],
  ])('refuses %s with the build’s words; nothing is written or committed', async (_, change, words) => {
    const wendy = await signIn('wendy')
    await wendy.open()
    const file = 'content/blog/refused-article.mdx'
    const before = await remoteLog()
    const res = await wendy.save({ [file]: article(change) })
    expect(res.status).toBe(422)
    expect(await res.text()).toContain(words)
    expect(fs.existsSync(path.join(checkout, file))).toBe(false)
    expect((await git(checkout, ['status', '--porcelain'])).toString()).toBe('')
    expect(await remoteLog()).toEqual(before)
  })

  it('two people saving the same file: the second is told, and shown the first one’s change; nothing is lost', async () => {
    const file = 'content/about/vision.mdx'
    const original = fs.readFileSync(path.join(checkout, file), 'utf8')
    const [wendy, walt] = [await signIn('wendy'), await signIn('walt')]
    await wendy.open()
    await walt.open()
    const wendys = original.replace('## ', '## Wendy’s heading\n\n## ')
    expect((await wendy.save({ [file]: wendys })).status).toBe(200)
    const res = await walt.save({ [file]: original.replace('## ', '## Walt’s heading\n\n## ') })
    expect(res.status).toBe(409)
    const said = await res.text()
    expect(said).toContain(`changed by ${people.wendy.name}`)
    expect(said).toContain('+## Wendy’s heading')
    expect(fs.readFileSync(path.join(checkout, file), 'utf8')).toBe(wendys)
  })

  it('the legal team changes a policy’s effective date in the browser and publishes it; a writer may not, and the legal team may not change an article', async () => {
    const file = 'content/legal/terms.mdx'
    const original = fs.readFileSync(path.join(checkout, file), 'utf8')
    const changed = original.replace(/^effective: .*$/m, 'effective: 2024-01-02')
    const [lena, wendy] = [await signIn('lena'), await signIn('wendy')]
    await wendy.open()
    const refused = await wendy.save({ [file]: changed })
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe(editorText.notYours(file))
    await lena.open()
    expect((await lena.save({ 'content/blog/smart-quote-ai-shortlisting.mdx': 'x' })).status).toBe(403)
    const renamed = await lena.save({ [file]: null, 'content/legal/terms-of-use.mdx': changed })
    expect(renamed.status).toBe(403)
    expect(await renamed.text()).toBe(editorText.policyStays(file))

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${operators}/keystatic/collection/legal/item/terms`)
    await signInOnPage(page, people.lena)
    const effective = page.getByLabel(editorText.fields.effective!.label)
    await expect.poll(() => effective.inputValue(), SLOW_MACHINE).toBe('2024-01-01')
    await effective.fill('2024-01-02')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(lastCommit, SLOW_MACHINE).toBe(`${people.lena.name}|Edit ${file}`)
    expect(fs.readFileSync(path.join(checkout, file), 'utf8')).toBe(changed)
    // Saved and not published: hers, and what an earlier test left unpublished.
    const unpublished = Number((await git(checkout, ['rev-list', '--count', 'origin/main..HEAD'])).toString())
    await page.goto(`${operators}/editor`)
    await page.getByRole('button', { name: editorText.home.publish }).click()
    await expect
      .poll(() => page.getByRole('status').textContent(), SLOW_MACHINE)
      .toBe(editorText.published(unpublished))
    await context.close()
    expect((await remoteLog(1))[0]).toBe(`${people.lena.name} <${people.lena.email}>|Edit ${file}`)
    expect(await remoteFile(file)).toBe(changed)
  })

  it('refuses, and writes nothing, without a session, with a wrong role, without the anti-forgery token, or outside content/', async () => {
    const before = await remoteLog()
    const body = JSON.stringify({ additions: [{ path: NEW, contents: 'eA==' }], deletions: [] })
    const post = (headers: Record<string, string>) =>
      fetch(`${operators}/api/keystatic/update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'no-cors': '1', ...headers },
        body,
      })
    expect((await fetch(`${operators}/api/keystatic/tree`, { headers: { 'no-cors': '1' } })).status).toBe(401)
    expect((await post({})).status).toBe(403)
    const wendy = await signIn('wendy')
    expect((await post({ cookie: wendy.cookie })).status).toBe(403)
    expect((await post({ cookie: wendy.cookie, 'x-csrf-token': 'forged' })).status).toBe(403)
    const anna = await signIn('anna')
    expect((await anna.open()).status).toBe(403)
    expect((await anna.save({ [NEW]: 'x' })).status).toBe(403)
    for (const outside of [
      '../escape.mdx',
      'content/../package.json',
      'public/x.mdx',
      '/etc/passwd',
      'content/blog/../../x.mdx',
    ])
      expect((await wendy.save({ [outside]: 'x' })).status, outside).toBeGreaterThanOrEqual(400)
    expect(await remoteLog()).toEqual(before)
    expect(fs.existsSync(path.join(checkout, '../escape.mdx'))).toBe(false)
    for (const route of ['/keystatic', '/api/keystatic/tree', '/editor', '/editor-assets/index.html'])
      expect((await fetch(`${server.url}${route}`)).status, route).toBe(404)
  })

  it('a remote that cannot be reached leaves the site serving; the editor says why it is off', async () => {
    const off = await editorServer('editor-off', { wendy: people.wendy }, { EDITOR_REMOTE: '/nonexistent/remote.git' })
    try {
      expect((await fetch(`${off.server.url}/`)).status).toBe(200)
      const { cookie } = await off.signIn(people.wendy)
      const page = await fetch(`${off.operators}/editor`, { headers: { cookie } })
      expect(page.status).toBe(503)
      expect(await page.text()).toContain('The editor is off: its copy of the site could not be opened')
    } finally {
      await off.server.stop()
    }
  })

  it('a full disk: a save is refused with a sentence and nothing is written; once there is room, it goes through', async () => {
    // The editor's checkout on a small disk of its own (64 MB), filled once it is open.
    const disk = await smallDisk('editor-disk', 64)
    let small: Awaited<ReturnType<typeof editorServer>> | undefined
    try {
      small = await editorServer(
        'editor-full-disk',
        { wendy: people.wendy },
        { EDITOR_CHECKOUT: path.join(disk.dir, 'checkout') },
      )
      const file = 'content/blog/smart-quote-ai-shortlisting.mdx'
      const original = fs.readFileSync(path.join(small.checkout, file), 'utf8')
      const changed = `${original}\nA sentence for a full disk.\n`
      disk.fill()
      const wendy = await signIn('wendy', small)
      await wendy.open()
      const refused = await wendy.save({ [file]: changed })
      expect(refused.status).toBe(503)
      expect(await refused.text()).toMatch(/^Not saved: the change could not be kept \(.*ENOSPC\)/)
      expect(fs.readFileSync(path.join(small.checkout, file), 'utf8')).toBe(original)
      expect((await fetch(`${small.server.url}/`)).status).toBe(200)

      disk.free()
      expect((await wendy.save({ [file]: changed })).status).toBe(200)
      expect(fs.readFileSync(path.join(small.checkout, file), 'utf8')).toBe(changed)
    } finally {
      await small?.server.stop()
      await disk.unmount()
    }
  })

  it('a server killed in the middle of a save: the person was never told it was saved; restarted, the checkout is as committed, the half-written file kept aside, and the save goes through', async () => {
    const crash = await editorServer('editor-crash', { wendy: people.wendy })
    const file = 'content/about/vision.mdx'
    const original = fs.readFileSync(path.join(crash.checkout, file), 'utf8')
    const changed = original.replace('## ', '## Written as the server died\n\n## ')
    const head = async () => (await git(crash.checkout, ['rev-parse', 'HEAD'])).toString().trim()
    const before = await head()
    // git asks this hook before it commits; it says which processes hold the commit, then waits to be killed with them.
    const held = path.join(crash.checkout, '.git', 'held')
    fs.writeFileSync(
      path.join(crash.checkout, '.git/hooks/pre-commit'),
      `#!/bin/sh\necho $PPID $$ > .git/held\nexec sleep 60\n`,
      {
        mode: 0o755,
      },
    )
    const saveAs = async (operators: string, session: { cookie: string; csrf: string }) => {
      const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf, 'no-cors': '1' }
      await fetch(`${operators}/api/keystatic/tree`, { headers })
      return fetch(`${operators}/api/keystatic/update`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          additions: [{ path: file, contents: Buffer.from(changed).toString('base64') }],
          deletions: [],
        }),
      })
    }
    const answer = saveAs(crash.operators, await crash.signIn(people.wendy)).then(
      (res) => res.status,
      () => 'no answer',
    )
    await expect.poll(() => fs.existsSync(held), SLOW_MACHINE).toBe(true)
    // The power goes: the server, the git it started and git's hook, all at once.
    crash.server.child.kill('SIGKILL')
    for (const pid of fs.readFileSync(held, 'utf8').trim().split(' ')) process.kill(Number(pid), 'SIGKILL')
    await crash.server.exited
    expect(await answer).toBe('no answer')
    expect(fs.readFileSync(path.join(crash.checkout, file), 'utf8')).toBe(changed)
    fs.rmSync(path.join(crash.checkout, '.git/hooks/pre-commit'))
    fs.rmSync(held)

    const metricsPort = await freePort()
    const again = await startServer({ ...crash.settings, METRICS_PORT: String(metricsPort) })
    try {
      const operators = `http://127.0.0.1:${metricsPort}`
      expect(await head()).toBe(before)
      expect(fs.readFileSync(path.join(crash.checkout, file), 'utf8')).toBe(original)
      expect((await git(crash.checkout, ['stash', 'show', '-p', 'stash@{0}'])).toString()).toContain(
        '+## Written as the server died',
      )
      expect(again.output()).toContain('a save the server did not finish was put aside')
      const res = await saveAs(operators, await signInAt(operators, people.wendy))
      expect(res.status).toBe(200)
      expect(fs.readFileSync(path.join(crash.checkout, file), 'utf8')).toBe(changed)
      expect((await git(crash.checkout, ['log', '-1', '--format=%an|%s'])).toString().trim()).toBe(
        `${people.wendy.name}|Edit ${file}`,
      )
    } finally {
      await again.stop()
    }
  })
})

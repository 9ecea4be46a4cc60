import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { editorText } from '../../content/editor'
import { readFrontmatter } from '../../content/validate'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium'
import { axeViolations } from '../../tests/axe'
import { startServer, type ServerProcess } from '../testing/serverProcess'
import { tempDir } from '../testing/tempDirs'
import { testClock } from '../testing/testClock'
import { git } from './git'
import { buildOfMain, editorServer, signInOnPage } from './testing'

// The legal team's new version of a policy, made in the editor as `npm run policy -- new-version` makes it: a real
// server with the editor, its own checkout of a bare remote, accounts as `npm run operators` makes them (as in
// editor.test.ts), a browser for the form and HTTP for what a browser's form would not send.

vi.setConfig({ testTimeout: 120_000 })
/** How long a browser's step may take on a machine busy with the rest of the suite (a backstop, not a budget). */
const SLOW_MACHINE = { timeout: 30_000 }

const people = {
  lena: { email: 'lena@example.com', name: 'Lena Lawyer', roles: ['legal' as const] },
  wendy: { email: 'wendy@example.com', name: 'Wendy Writer', roles: ['writer' as const] },
  // Both roles: every collection in Keystatic's sidebar.
  leo: { email: 'leo@example.com', name: 'Leo Legal Writer', roles: ['writer' as const, 'legal' as const] },
}
const TERMS = 'content/legal/terms.mdx'
const ARCHIVED = 'content/legal/terms/2024-01-01.mdx'
const { policy: words, fields } = editorText

let browser: Browser
let editor: Awaited<ReturnType<typeof editorServer>>
let server: ServerProcess
let operators: string
let remote: string
let checkout: string

const log = async (repo: string, ref = 'HEAD') =>
  (await git(repo, ['log', '-1', '--format=%an <%ae>|%s', ref])).toString().trim()
/** The checkout as it stands: its last commit and anything not committed. */
const state = async () => [await log(checkout), (await git(checkout, ['status', '--porcelain'])).toString()]

beforeAll(async () => {
  editor = await editorServer('policies', people)
  ;({ server, operators, remote, checkout } = editor)
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A signed-in person's cookie and anti-forgery token, and the form posted as a browser posts it. */
async function signIn(who: keyof typeof people) {
  const { cookie, csrf } = await editor.signIn(people[who])
  return {
    cookie,
    post: (form: Record<string, string>, token: string | null = csrf) =>
      fetch(`${operators}/editor/policies`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...form, ...(token === null ? {} : { _csrf: token }) }),
      }),
  }
}

/** A fresh page, signed in as the legal team, on the form. */
async function legalForm() {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await page.goto(`${operators}/editor`)
  await signInOnPage(page, people.lena)
  await page.getByRole('link', { name: words.link }).click()
  await page.getByRole('heading', { name: words.title }).waitFor()
  return page
}
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
    (v) => v.id,
  )
/** The words read out with a form control (its aria-describedby). */
const description = async (page: Page, label: string) => {
  const ids = (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? ''
  return (await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' ')
}

describe('a new policy version from the editor', () => {
  it('an effective date before the version in force is refused with the build’s words beside the date; the form is axe-clean; nothing is written', async () => {
    const before = await state()
    const page = await legalForm()
    expect(await axe(page)).toEqual([])
    await page.getByRole('combobox', { name: words.policy }).selectOption({ label: 'Terms of Service' })
    await page.getByLabel(fields.effective!.label, { exact: true }).fill('2023-06-01')
    await page.getByLabel(fields.published!.label, { exact: true }).fill('2023-05-01')
    await page.getByLabel(fields.changes!.label, { exact: true }).fill('Shorter notice periods.')
    await page.getByRole('button', { name: words.submit }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(words.refused)
    expect(await description(page, fields.effective!.label)).toContain(
      `${TERMS}: frontmatter field 'effective' (2023-06-01) is before the earlier version ${ARCHIVED} (2024-01-01): the newest version must take effect last`,
    )
    // The form comes back as it was sent.
    expect(await page.getByLabel(fields.changes!.label, { exact: true }).inputValue()).toBe('Shorter notice periods.')
    expect(await axe(page)).toEqual([])
    expect(await state()).toEqual(before)
    expect(fs.existsSync(path.join(checkout, ARCHIVED))).toBe(false)
    await page.context().close()
  })

  it('without its What changed summary it is refused with the build’s words; nothing is written', async () => {
    const before = await state()
    const lena = await signIn('lena')
    const res = await lena.post({ policy: 'terms', effective: '2027-01-01', published: '2026-11-23', changes: ' ' })
    expect(res.status).toBe(422)
    const html = (await res.text()).replaceAll('&#x27;', "'")
    expect(html).toMatch(
      /<div id="changes-problem"><p class="problem">content\/legal\/terms\.mdx: frontmatter field 'changes' is missing: write a short 'What changed' summary/,
    )
    expect(await state()).toEqual(before)
  })

  it('a writer may not, nor anyone without the anti-forgery token; nothing is written', async () => {
    const before = await state()
    const form = { policy: 'terms', effective: '2027-01-01', published: '2026-11-23', changes: 'Forged.' }
    const wendy = await signIn('wendy')
    expect((await fetch(`${operators}/editor/policies`, { headers: { cookie: wendy.cookie } })).status).toBe(403)
    expect((await wendy.post(form)).status).toBe(403)
    const lena = await signIn('lena')
    expect((await lena.post(form, null)).status).toBe(403)
    expect((await lena.post(form, 'forged')).status).toBe(403)
    expect(await state()).toEqual(before)
    // The writer's /editor has no way to the form; the public port has no such page.
    const editor = await (await fetch(`${operators}/editor`, { headers: { cookie: wendy.cookie } })).text()
    expect(editor).not.toContain('/editor/policies')
    expect((await fetch(`${server.url}/editor/policies`)).status).toBe(404)
  })

  it('the legal team makes a new version of the terms: one commit by that person with both files; published, both are on the remote, and the build shows it from its day with the old one in its history', async () => {
    const original = fs.readFileSync(path.join(checkout, TERMS), 'utf8')
    const head = (await git(checkout, ['rev-parse', 'HEAD'])).toString().trim()
    const page = await legalForm()
    await page.getByRole('combobox', { name: words.policy }).selectOption({ label: 'Terms of Service' })
    await page.getByLabel(fields.effective!.label, { exact: true }).fill('2027-01-01')
    await page.getByLabel(fields.published!.label, { exact: true }).fill('2026-11-23')
    await page.getByLabel(fields.material!.label, { exact: true }).check()
    await page.getByLabel(fields.changes!.label, { exact: true }).fill('Adds a section on data exports.')
    await page.getByRole('button', { name: words.submit }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toBe(words.saved('Terms of Service', '2027-01-01'))

    // One commit, authored by her, with the archived version and the new one.
    expect((await git(checkout, ['rev-list', '--count', `${head}..HEAD`])).toString().trim()).toBe('1')
    expect(await log(checkout)).toBe(
      `${people.lena.name} <${people.lena.email}>|${words.commit('Terms of Service', '2027-01-01')}`,
    )
    const files = (await git(checkout, ['show', '--name-only', '--format=', 'HEAD'])).toString().trim().split('\n')
    expect(files.sort()).toEqual([TERMS, ARCHIVED].sort())
    expect(fs.readFileSync(path.join(checkout, ARCHIVED), 'utf8')).toBe(original)
    expect(readFrontmatter(fs.readFileSync(path.join(checkout, TERMS), 'utf8'))).toMatchObject({
      effective: '2027-01-01',
      published: '2026-11-23',
      updated: '2026-11-23',
      material: true,
      changes: 'Adds a section on data exports.',
    })

    // /editor's Publish publishes it.
    await page.getByRole('button', { name: editorText.home.publish }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toBe(editorText.published(1))
    expect(await log(remote, 'main')).toBe(
      `${people.lena.name} <${people.lena.email}>|${words.commit('Terms of Service', '2027-01-01')}`,
    )
    expect((await git(remote, ['show', `main:${ARCHIVED}`])).toString()).toBe(original)
    expect((await git(remote, ['show', `main:${TERMS}`])).toString()).toBe(
      fs.readFileSync(path.join(checkout, TERMS), 'utf8'),
    )

    // The deployment builds the remote's main (its pages, here). The day before, the terms in force are the old ones,
    // the new ones announced; from 1 January 2027 (UTC in Dublin in winter), on the same build, the new ones, with the
    // old in their history.
    const clock = testClock('2026-12-31T12:00:00Z')
    const site = await startServer({
      DIST_DIR: await buildOfMain(remote),
      DATA_DIR: tempDir('ethereal-policies-site-data'),
      ...clock.env,
    })
    try {
      await page.goto(`${site.url}/terms`)
      await expect.poll(() => page.getByRole('main').textContent(), SLOW_MACHINE).toContain('Effective 01.01.2024')
      // Announced ahead, as a material change is: the new version's day and summary, and the history naming it.
      const main = await page.getByRole('main').textContent()
      expect(main).toContain('An updated version takes effect on 01.01.2027')
      expect(main).toContain('Adds a section on data exports.')
      await expect
        .poll(() => page.getByRole('region', { name: 'Version history' }).textContent(), SLOW_MACHINE)
        .toMatch(/effective 01\.01\.2027\s*upcoming/)

      clock.set('2027-01-01T00:00:00Z')
      await page.goto(`${site.url}/terms`)
      await expect.poll(() => page.getByRole('main').textContent(), SLOW_MACHINE).toContain('Effective 01.01.2027')
      await page
        .getByRole('region', { name: 'Version history' })
        .getByRole('link', { name: /01\.01\.2024/ })
        .click()
      await expect.poll(() => page.url(), SLOW_MACHINE).toBe(`${site.url}/terms/2024-01-01`)
      await expect.poll(() => page.getByRole('main').textContent(), SLOW_MACHINE).toContain('Effective 01.01.2024')
    } finally {
      await site.stop()
    }
    await page.context().close()
  }, 300_000)
})

describe('Keystatic’s own page', () => {
  it('Keystatic’s own page is axe-clean at 1280 and 390 px: the dashboard, a collection, an article, a new article, a policy', async () => {
    // Each page with what shows it has rendered: its heading, and the text toolbar where there is one. Keystatic 0.6.9
    // and Keystar UI 0.10.0 are patched for this (patches/).
    const pages: [string, (page: Page) => ReturnType<Page['getByRole']>][] = [
      ['/keystatic', (page) => page.getByRole('heading', { name: 'Blog articles' })],
      ['/keystatic/collection/blog', (page) => page.getByRole('row', { name: 'smart-quote-ai-shortlisting' })],
      [
        '/keystatic/collection/blog/item/smart-quote-ai-shortlisting',
        (page) => page.getByRole('button', { name: 'Insert' }),
      ],
      ['/keystatic/collection/blog/create', (page) => page.getByRole('button', { name: 'Insert' })],
      ['/keystatic/collection/legal/item/privacy', (page) => page.getByRole('button', { name: 'Insert' })],
    ]
    for (const width of [1280, 390]) {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage()
      await page.goto(`${operators}/keystatic`)
      await signInOnPage(page, people.leo)
      for (const [url, rendered] of pages) {
        await page.goto(operators + url)
        await rendered(page).waitFor({ timeout: 30_000 })
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 })
        expect({ width, url, violations: await axeViolations(page) }).toEqual({ width, url, violations: [] })
      }
      await page.context().close()
    }
  })
})

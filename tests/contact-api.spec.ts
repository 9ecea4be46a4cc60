import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import Database from '../server/sqlite'
import { baseURL, testDataDir } from '../playwright.config'
import { site } from '../content/site'
import { startServer, type StartedServer } from '../scripts/lib/server'
import { contactResponse, fillForm, label, openHydratedForm, visitor } from './contactForm'

// The home page's contact form against the real API (no request interception). Runs once the form is in the build.
const home = fs.existsSync('dist/client/index.html') ? fs.readFileSync('dist/client/index.html', 'utf8') : ''
const hasForm = /id="contact"[\s\S]*?<form\b/.test(home)
const hasContactPage = fs.existsSync('dist/client/contact/index.html')
test.skip(!hasForm, 'the home page has no #contact form in this build yet')

/** What the test server stored for messages holding `text` (read straight from its SQLite file). */
function storedWith(text: string) {
  const db = new Database(path.join(testDataDir, 'messages.db'), { readonly: true })
  try {
    return db
      .prepare('SELECT status, spam_reason AS spamReason FROM messages WHERE message LIKE ?')
      .all(`%${text}%`) as { status: string; spamReason: string | null }[]
  } finally {
    db.close()
  }
}

test(
  'a visitor sends a message: the API stores it and the visitor is thanked',
  { tag: '@any-width' },
  async ({ page }) => {
    await openHydratedForm(page)
    const form = await fillForm(page, visitor)
    const answer = contactResponse(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await answer).status()).toBe(201)
    await expect(page.getByText(`Message sent to ${site.email}!`)).toBeVisible()
    await expect(form.getByLabel(label('name'), { exact: true })).toHaveValue('')
  },
)

test(
  'a visitor whose clock runs two seconds fast is not filed as spam: the fill time is measured by the browser alone',
  { tag: '@any-width' },
  async ({ page }) => {
    // The browser's clock, set two seconds ahead of the server's, runs on by itself until the test moves it on.
    await page.clock.install({ time: Date.now() + 2000 })
    await openHydratedForm(page)
    const token = `clock-${crypto.randomUUID()}`
    const form = await fillForm(page, { ...visitor, message: `Please call me back. ${token}` })
    // A person takes longer than the 3 s minimum (CONTACT_MIN_FILL_MS) to write a message: the browser's clock says so.
    await page.clock.fastForward(3500)
    const answer = contactResponse(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await answer).status()).toBe(201)
    expect(storedWith(token)).toEqual([{ status: 'pending', spamReason: null }])
  },
)

test(
  'a form on another site that posts to ours is refused with 403 and nothing is stored',
  { tag: '@any-width' },
  async ({ page }) => {
    const token = `csrf-${crypto.randomUUID()}`
    await page.route('http://evil.test/**', (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: `<!DOCTYPE html><title>Win a prize</title><form method="post" action="${baseURL}/api/contact">
        <input name="name" value="Spam Bot"><input name="email" value="bot@evil.test"><input name="company" value="Evil Ltd">
        <textarea name="message">Buy cheap pills at evil.test ${token}</textarea><button>Claim</button></form>`,
      }),
    )
    await page.goto('http://evil.test/')
    const answer = contactResponse(page)
    await page.getByRole('button', { name: 'Claim' }).click()
    expect((await answer).status()).toBe(403)
    await expect(page.getByText('Messages can only be sent from the contact form on this website.')).toBeVisible()
    await expect(page.getByText(token)).toHaveCount(0)
    expect(storedWith(token)).toEqual([])
  },
)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('values come back literally, $& and $$ included', { tag: '@any-width' }, async ({ page }) => {
    test.skip(!hasContactPage, 'with the /contact page')
    await page.goto('/#contact')
    await page.locator('#contact form').evaluate((f: HTMLFormElement) => (f.noValidate = true))
    const odd = {
      name: 'Money$&More',
      email: 'not-an-email',
      company: 'Cash $$ & "Sons" <Ltd>',
      message: "It's $$5, $& and $` more.",
    }
    const form = await fillForm(page, odd)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    for (const f of ['name', 'email', 'company', 'message'] as const)
      await expect(page.getByLabel(label(f), { exact: true })).toHaveValue(odd[f])
  })

  test(
    'the server shows the field errors next to the fields and keeps the values',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/#contact')
      // Let the server judge the values, not the browser's own constraint checks.
      await page.locator('#contact form').evaluate((f: HTMLFormElement) => (f.noValidate = true))
      const form = await fillForm(page, { ...visitor, name: 'A', message: 'Too short' })
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible()
      await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible()
      await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0)
      if (hasContactPage) {
        await expect(page.getByLabel(label('name'), { exact: true })).toHaveValue('A')
        await expect(page.getByLabel(label('company'), { exact: true })).toHaveValue(visitor.company)
        await expect(page.getByLabel(label('name'), { exact: true })).toHaveAccessibleDescription(
          /Name must be at least 2 characters\./,
        )
      }
    },
  )

  test('a valid message leads to the thank-you page', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/#contact')
    const form = await fillForm(page, visitor)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/contact\/thank-you$/)
  })
})

test.describe('rate limit', () => {
  test.describe.configure({ mode: 'serial' })
  // A server of its own that allows one message a minute, so the shared test server's limit is not used up.
  let server: StartedServer | undefined
  let dataDir = ''
  let base = ''
  test.beforeAll(async () => {
    server = await startServer('server/index.ts', {
      env: {
        DATA_DIR: (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-429-'))),
        CONTACT_RATE_LIMIT: '1',
        LOG_LEVEL: 'warn',
      },
      quiet: true,
    })
    base = server.origin
  })
  // Its data folder goes with it.
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test(
    'a second message within the minute is refused with 429: the server’s reason stays in the form, focus on Send',
    { tag: '@any-width' },
    async ({ page }) => {
      await openHydratedForm(page, base)
      let form = await fillForm(page, visitor)
      let answer = contactResponse(page)
      await form.getByRole('button', { name: 'Send Message' }).click()
      expect((await answer).status()).toBe(201)
      await expect(page.getByText(`Message sent to ${site.email}!`)).toBeVisible()

      form = await fillForm(page, { ...visitor, message: 'And one more thing about the Digital Tower.' })
      answer = contactResponse(page)
      await form.getByRole('button', { name: 'Send Message' }).click()
      expect((await answer).status()).toBe(429)
      await expect(form.getByRole('alert')).toHaveText('Too many messages from your address. Please try again later.')
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused()
      await expect(page.getByText('Error sending message')).toBeVisible()
      await expect(form.getByLabel(label('message'), { exact: true })).toHaveValue(
        'And one more thing about the Digital Tower.',
      )
    },
  )

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test(
      'a message over the limit gets the contact page with the reason and the values kept',
      { tag: '@any-width' },
      async ({ page }) => {
        test.skip(!hasContactPage, 'with the /contact page')
        const second = { ...visitor, message: 'A message over the limit, kept for the visitor.' }
        // The first message of the minute may still be free (when this test runs alone): use it up.
        for (const values of [visitor, second]) {
          await page.goto(`${base}/#contact`)
          await (await fillForm(page, values)).getByRole('button', { name: 'Send Message' }).click()
          await page.waitForURL(/\/(contact\/thank-you|api\/contact)$/)
        }
        await expect(page.getByRole('alert')).toHaveText('Too many messages from your address. Please try again later.')
        await expect(page.getByLabel(label('message'), { exact: true })).toHaveValue(second.message)
        await expect(page.getByLabel(label('company'), { exact: true })).toHaveValue(visitor.company)
      },
    )
  })
})

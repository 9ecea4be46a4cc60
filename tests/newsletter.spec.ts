import path from 'node:path'
import { expect, test } from '@playwright/test'
import Database from '../server/sqlite'
import { testDataDir } from '../playwright.config'
import { newsletter } from '../content/newsletter'

// The newsletter box on /videos as a person uses it with JavaScript off: a plain form, and pages with one button.
test.use({ javaScriptEnabled: false })

/** The link the confirmation e-mail would carry (the test server sends no e-mail: it waits in its outbox). */
function confirmationToken(email: string) {
  const db = new Database(path.join(testDataDir, 'messages.db'), { readonly: true })
  try {
    return db
      .prepare(
        `SELECT m.token FROM newsletter_mails m JOIN newsletter_subscribers s ON s.id = m.subscriber_id
         WHERE s.email = ? ORDER BY m.id DESC LIMIT 1`,
      )
      .pluck()
      .get(email) as string
  } finally {
    db.close()
  }
}

test(
  'subscribing from /videos: check your inbox, then the link opens a page whose button confirms',
  { tag: '@any-width' },
  async ({ page }) => {
    const email = `viewer-${test.info().project.name}-${Date.now()}@example.com`
    await page.goto('/videos')
    const box = page.getByRole('region', { name: newsletter.box.heading })
    await box.getByRole('textbox', { name: newsletter.box.label }).fill(email)
    await box.getByRole('button', { name: newsletter.box.button }).click()
    await expect(page).toHaveURL(/\/newsletter\/check-inbox$/)
    await expect(page.getByRole('heading', { level: 1, name: newsletter.checkInbox.heading })).toBeVisible()

    await page.goto(`/newsletter/confirm?token=${confirmationToken(email)}`)
    await expect(page.getByRole('heading', { level: 1, name: newsletter.confirm.heading })).toBeVisible()
    await page.getByRole('button', { name: newsletter.confirm.button }).click()
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/)
    await expect(page.getByRole('heading', { level: 1, name: newsletter.confirmed.heading })).toBeVisible()
  },
)

test(
  'an address the server refuses comes back on the sign-up page with the reason next to it',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/videos')
    const box = page.getByRole('region', { name: newsletter.box.heading })
    // Let the server judge the address, not the browser's own check.
    await box.locator('form').evaluate((f: HTMLFormElement) => (f.noValidate = true))
    await box.getByRole('textbox', { name: newsletter.box.label }).fill('not-an-address')
    await box.getByRole('button', { name: newsletter.box.button }).click()
    const again = page.getByRole('region', { name: newsletter.box.heading })
    await expect(again.getByRole('textbox', { name: newsletter.box.label })).toHaveValue('not-an-address')
    await expect(again.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(again.getByRole('alert').first()).toHaveText(newsletter.answers.invalid)
  },
)

test('a link that has expired or is unknown says so', { tag: '@any-width' }, async ({ page }) => {
  const res = await page.goto(`/newsletter/confirm?token=${'x'.repeat(43)}`)
  expect(res?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1, name: newsletter.expired.heading })).toBeVisible()
  await expect(page.getByRole('link', { name: newsletter.expired.back.label })).toHaveAttribute('href', '/newsletter')
})

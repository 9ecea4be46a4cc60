import { expect, test } from '@playwright/test'
import { offices } from '../content/offices'
import { site } from '../content/site'

test('/contact shows the form, the e-mails and every office', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s talk about your supply chain')
  await expect(page).toHaveTitle(/Contact Us/)
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible()
  for (const label of ['Full name', 'Work e-mail', 'Company', 'Message'])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )
  await expect(page.getByRole('main').getByRole('link', { name: site.partnershipsEmail })).toHaveAttribute(
    'href',
    `mailto:${site.partnershipsEmail}`,
  )
  for (const o of offices) await expect(page.getByRole('heading', { name: new RegExp(`^${o.city}`) })).toBeVisible()
  await expect(page.getByText('GDPR Compliant')).toBeVisible()
})

test('after a refused no-JS post, the refilled values and messages survive hydration', async ({ page, request }) => {
  // The server answers an invalid plain POST with /contact's HTML, values refilled and messages in the error slots.
  let html = await (await request.get('/contact')).text()
  html = html
    .replace(/(<input[^>]*name="name"[^>]*?)value=""/, '$1value="A"')
    .replace(/(<p[^>]*data-error-for="name"[^>]*>)(<\/p>)/, '$1Name must be at least 2 characters.$2')
  expect(html).toContain('Name must be at least 2 characters.')
  await page.route('**/contact', (r) => r.fulfill({ status: 400, contentType: 'text/html', body: html }))
  await page.goto('/contact')
  // The page shows them before any script; the visitor goes back to the field, and the form goes live keeping them.
  await expect(page.getByLabel('Full name')).toHaveValue('A')
  await page.getByLabel('Full name').focus()
  await expect(page.locator('input[name="idempotencyKey"]')).toHaveValue(/^[0-9a-f-]{36}$/)
  await expect(page.getByLabel('Full name')).toHaveValue('A')
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters.')
  // Typing a valid name clears the message.
  await page.getByLabel('Full name').fill('Ada')
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('')
})

test('/contact/thank-you thanks the visitor and links home', async ({ page }) => {
  await page.goto('/contact/thank-you')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your message')
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test(
    'the contact form is a plain POST form with empty error slots and required fields',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/contact')
      const form = page.locator('form#contact-form')
      await expect(form).toHaveAttribute('method', 'post')
      await expect(form).toHaveAttribute('action', '/api/contact')
      for (const f of ['name', 'email', 'company', 'message']) {
        await expect(form.locator(`[name="${f}"]`)).toHaveAttribute('required', '')
        await expect(form.locator(`#contact-${f}-error[data-error-for="${f}"]`)).toHaveText('')
      }
      await expect(form.locator('#contact-form-error[data-error-for="form"]')).toHaveText('')
      await expect(form.locator('input[name="idempotencyKey"]')).toHaveValue('')
    },
  )
})

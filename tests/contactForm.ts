import { expect, type Page } from '@playwright/test'
import { contactForm } from '../content/contactForm'

/** A field's label, as the visitor reads it. */
export const label = (field: keyof typeof contactForm.fields) => contactForm.fields[field].label

/** A visitor's valid message. */
export const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  message: 'Please tell me more about Fr8lens for our rail freight.',
}

/** Types the values into the home page's contact form; returns the form. */
export async function fillForm(page: Page, values: typeof visitor) {
  const form = page.locator('#contact form')
  await form.getByLabel(label('name'), { exact: true }).fill(values.name)
  await form.getByLabel(label('email'), { exact: true }).fill(values.email)
  await form.getByLabel(label('company'), { exact: true }).fill(values.company)
  await form.getByLabel(label('message'), { exact: true }).fill(values.message)
  return form
}

/**
 * The form is an island: it goes live when the visitor reaches for it (here, focus in its first field), writes its
 * idempotency key then, and only then does Send go through the API.
 */
export async function openHydratedForm(page: Page, base = '') {
  await page.goto(`${base}/#contact`)
  await page.locator('#contact form').getByLabel(label('name'), { exact: true }).focus()
  await expect(page.locator('#contact form input[name="idempotencyKey"]')).not.toHaveValue('', { timeout: 30_000 })
}

/** The answer to the form's next post. */
export const contactResponse = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST')

import { expect, test } from '@playwright/test'
import { mainRoutes, routes } from './routes'

// With JavaScript off, every main page still shows its content and the site's navigation, and the contact form posts.
test.use({ javaScriptEnabled: false })

for (const route of mainRoutes) {
  test(`${route} works with JavaScript disabled`, async ({ page }) => {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByRole('main')).not.toBeEmpty()
    // The logo link home and the footer links are plain links, reachable without a script.
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible()
    const footerLinks = page.getByRole('contentinfo').getByRole('link')
    if (await footerLinks.count()) await expect(footerLinks.first()).toBeAttached()

    // Any contact form on the page sends by a plain POST to the API.
    for (const form of await page.locator('form:has(textarea[name="message"])').all()) {
      await expect(form).toHaveAttribute('method', /^post$/i)
      await expect(form).toHaveAttribute('action', '/api/contact')
      for (const name of ['name', 'email', 'message']) await expect(form.locator(`[name="${name}"]`)).toBeAttached()
      await expect(form.getByRole('button', { name: /send|submit/i })).toBeVisible()
    }
  })
}

test('the contact page has a form that posts without JavaScript', async ({ page }) => {
  test.skip(!routes.includes('/contact'), 'no /contact page in this build yet')
  await page.goto('/contact')
  const form = page.locator('form[action="/api/contact"]')
  await expect(form).toHaveAttribute('method', /^post$/i)
  await expect(form.getByRole('textbox', { name: /e-?mail/i })).toBeVisible()
})

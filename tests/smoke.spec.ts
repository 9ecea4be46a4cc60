import { expect, test } from '@playwright/test'

test('a widget on the home page hydrates', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: /Clicks/ })
  await expect(button).toHaveText('Clicks 0')
  await expect(async () => {
    await button.click()
    await expect(button).not.toHaveText('Clicks 0', { timeout: 500 })
  }).toPass()
})

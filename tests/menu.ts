import type { Page } from '@playwright/test'

/**
 * The phone menu's button: the <details>' summary until the header hydrates (and always without JavaScript), then the
 * live button. A visitor sees one button either way. `name` is the live button's name ('Open menu' or 'Close menu').
 */
export const menuButton = (page: Page, name = 'Open menu') =>
  page
    .getByRole('button', { name })
    .or(page.locator('summary').filter({ hasText: /^Menu$/ }))
    .filter({ visible: true })

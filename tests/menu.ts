import { expect, type Page } from '@playwright/test'

/**
 * The phone menu's button: the <details>' summary until the header hydrates (and always without JavaScript), then the
 * live button. A visitor sees one button either way. `name` is the live button's name ('Open menu' or 'Close menu').
 */
export const menuButton = (page: Page, name = 'Open menu') =>
  page
    .getByRole('button', { name })
    .or(page.locator('summary').filter({ hasText: /^Menu$/ }))
    .filter({ visible: true })

/**
 * Opens the phone menu with a click on a page that has just opened. Playwright's pointer wakes the header, which may go
 * live between Playwright's checks of the summary and its click: the live button then lies over the summary, and
 * Playwright waits for the hidden summary instead of clicking what a visitor would. So the click is tried again, on
 * whichever button shows, until the menu is open (and never on an open menu, which it would close).
 */
export async function openMenu(page: Page) {
  const panel = page.locator('#site-menu')
  await expect(async () => {
    if (!(await panel.isVisible())) await menuButton(page).click({ timeout: 2000 })
    await expect(panel).toBeVisible({ timeout: 1000 })
  }).toPass()
}

/**
 * The desktop bar's entries as the eye meets them: each name's lines, the space between it and its arrow, and where its
 * ink (the name, then its arrow) starts and ends.
 */
export const menuBarEntries = (page: Page) =>
  page.locator('.nav-item').evaluateAll((items) =>
    items.map((item) => {
      const text = document.createRange()
      text.selectNodeContents(item.querySelector('.nav-link')!)
      const name = text.getBoundingClientRect()
      const arrow = item.querySelector('.nav-toggle svg')?.getBoundingClientRect()
      return {
        name: text.toString(),
        lines: new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size,
        arrowGap: arrow ? arrow.left - name.right : 0,
        start: name.left,
        end: arrow?.right ?? name.right,
      }
    }),
  )

import { expect, test } from '@playwright/test'
import { productsIndex } from '../content/products'
import { lightColors } from '../renderer/theme'
import { rgb } from './colours'
import { computedStyle } from './computedStyle'

// A visitor prints a page (or saves it as a PDF) as it opens, without scrolling through it first: every section is
// on paper, in ink, with no screen-only controls, and a link in the text says where it goes.
test.beforeEach(({ page }) => page.emulateMedia({ media: 'print' }))

/** The theme's ink as the browser states a colour. */
const ink = rgb(lightColors.ink)

test('a product page prints every section, even those that fade in as the page scrolls', async ({ page }) => {
  await page.goto('/products/fr8lens')
  const sections = page.locator('main [data-reveal]')
  expect(await sections.count()).toBeGreaterThan(4)
  for (const section of await sections.all()) expect(await computedStyle(section, 'opacity')).toBe('1')
  // In ink, though the title sits on a dark band on screen.
  expect(await computedStyle(page.getByRole('heading', { level: 1 }), 'color')).toBe(ink)
  // Only what works on a screen stays off the paper.
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('navigation', { name: productsIndex.quickLinks.label })).toBeHidden()
})

test('a policy prints in ink, and a link in its text says where it goes', async ({ page }) => {
  await page.goto('/privacy')
  const main = page.getByRole('main')
  expect(await computedStyle(main.getByRole('heading', { level: 1 }), 'color')).toBe(ink)
  expect(await computedStyle(main.getByRole('link', { name: 'contact page' }), 'content', '::after')).toBe(
    '" (/contact)"',
  )
  // A heading's own link, the contents' links and an e-mail address need no address after them.
  const toc = main.getByRole('navigation').getByRole('link').first()
  expect(await computedStyle(toc, 'content', '::after')).toBe('none')
  // The footer keeps the company and the copyright; its menus and social links stay on the screen.
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(/© \d{4} E THE REAL Ltd/)).toBeVisible()
  await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeHidden()
  await expect(footer.getByRole('link', { name: /on LinkedIn/ })).toBeHidden()
})

test("the home page prints the map's key and the complexity dots in colour, without the map's controls", async ({
  page,
}) => {
  await page.goto('/')
  const swatches = page.locator('[title^="up to"]')
  const colours = new Set<string>()
  for (const s of await swatches.all()) colours.add(await computedStyle(s, 'background-color'))
  expect(colours.size).toBeGreaterThan(3)
  expect(colours.has('rgba(0, 0, 0, 0)')).toBe(false)
  const filled = await computedStyle(page.locator('[data-filled="true"]').first(), 'background-color')
  const empty = await computedStyle(page.locator('[data-filled="false"]').first(), 'background-color')
  expect(filled).not.toBe(empty)
  // The map's zoom stays on the screen.
  const zoom = page.getByRole('toolbar', { name: 'Zoom level', includeHidden: true })
  await expect(zoom).toHaveCount(1)
  await expect(zoom).toBeHidden()
})

test('a carousel prints its partners without its buttons', async ({ page }) => {
  await page.goto('/partners')
  const controls = page.locator('[data-rotation-control]')
  await expect(controls).toHaveCount(2)
  for (const control of await controls.all()) await expect(control).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Partner Spotlight' })).toBeVisible()
})

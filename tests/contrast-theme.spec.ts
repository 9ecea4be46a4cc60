import { expect, test, type Locator, type Page } from '@playwright/test'
import { partnersSection } from '../content/home'
import { searchText } from '../content/search'
import { darkColors } from '../renderer/theme'
import { rgb } from './colours'
import { computedStyle } from './computedStyle'
import { openMenu } from './menu'

// A visitor with a contrast theme (Windows' contrast themes, "forced colours"): the browser repaints text, borders and
// backgrounds in the theme's few colours and drops shadows. What the site shows only with a fill or a shadow must
// still show: the logo's name, which filter, tab, topic or result is chosen, a dialog's edge, the partners' logos.
test.use({ colorScheme: 'dark' })
test.beforeEach(async ({ page }) => page.emulateMedia({ forcedColors: 'active' }))

/** The colour a contrast theme paints the page with (its Canvas). */
const canvas = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'))
    probe.style.background = 'Canvas'
    const colour = getComputedStyle(probe).backgroundColor
    probe.remove()
    return colour
  })

/** Retries the first press until the island it wakes has taken it (the widgets hydrate on interaction). */
async function press(button: Locator, state: 'aria-pressed' | 'aria-selected') {
  await expect(async () => {
    await button.click()
    await expect(button).toHaveAttribute(state, 'true', { timeout: 500 })
  }).toPass()
}

/** The chosen item's fill differs from its siblings' and from the page's, and its text from its fill. */
async function expectStandsOut(page: Page, chosen: Locator, other: Locator) {
  const [fill, text, otherFill] = [
    await computedStyle(chosen, 'background-color'),
    await computedStyle(chosen, 'color'),
    await computedStyle(other, 'background-color'),
  ]
  expect(fill).not.toBe(otherFill)
  expect(fill).not.toBe(await canvas(page))
  expect(text).not.toBe(fill)
}

test("the logo's name is drawn in the theme's colours, as the link around it", async ({ page }) => {
  await page.goto('/about')
  for (const link of [
    page.getByRole('banner').getByRole('link', { name: 'E THE REAL home' }),
    page.getByRole('contentinfo').getByRole('link', { name: 'E THE REAL home' }),
  ]) {
    const name = link.locator('svg text')
    expect(await computedStyle(name, 'fill')).toBe(await computedStyle(link, 'color'))
    expect(await computedStyle(name, 'fill')).not.toBe(await canvas(page))
  }
})

test('the chosen video filter stands out from the others', async ({ page }) => {
  await page.goto('/videos')
  const chips = page.getByRole('group', { name: 'Category' })
  await press(chips.getByRole('button', { name: /^Webinars/ }), 'aria-pressed')
  await expectStandsOut(
    page,
    chips.getByRole('button', { name: /^Webinars/ }),
    chips.getByRole('button', { name: /^Tutorials/ }),
  )
})

test("the partner directory's chosen tab stands out from the others", async ({ page }) => {
  await page.goto('/partners')
  const tabs = page.getByRole('tablist', { name: 'Partner categories' })
  await press(tabs.getByRole('tab', { name: 'Data' }), 'aria-selected')
  await expectStandsOut(page, tabs.getByRole('tab', { name: 'Data' }), tabs.getByRole('tab', { name: 'All' }))
})

test("an industry-voice topic's own link stands out from the other topics", async ({ page }) => {
  await page.goto('/industry-voice/sustainability')
  const main = page.getByRole('main')
  const current = main.locator('a[aria-current="page"]')
  await expect(current).toHaveText('Sustainability & Carbon Footprint')
  await expectStandsOut(page, current, main.getByRole('link', { name: 'Freight Booking', exact: true }))
})

test('the search dialog keeps its edge, and the result the arrows chose stands out', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the arrows are a keyboard’s; on a phone the dialog is the whole screen')
  await page.goto('/about')
  await page.getByRole('banner').getByRole('searchbox', { name: searchText.label }).click()
  const dialog = page.getByRole('dialog', { name: searchText.dialogTitle })
  await page.keyboard.type('passport', { delay: 30 })
  // The results of the whole word, not of a letter typed on the way (those are replaced, and the choice with them).
  await expect(dialog.getByRole('status')).toContainText('results for “passport”')
  const options = dialog.getByRole('option')
  await expect(options.first()).toContainText('Digital Product Passport')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expectStandsOut(page, options.nth(1), options.nth(2))
  // The panel over the page: a fill and a shadow set it apart, which the theme drops; a border stays.
  expect(await computedStyle(dialog, 'border-top-width')).toBe('1px')
  expect(await computedStyle(dialog, 'border-top-style')).toBe('solid')
})

test('the menu underlines the page the visitor is on', async ({ page, isMobile }) => {
  await page.goto('/partners')
  if (isMobile) await openMenu(page)
  const current = page.getByRole('banner').locator('a[aria-current="page"]').filter({ visible: true })
  await expect(current).toHaveText('Partners')
  expect(await computedStyle(current, 'text-decoration-line')).toBe('underline')
})

test('the floating Home and Products buttons keep their edge', async ({ page }) => {
  await page.goto('/products/fr8lens')
  const home = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Home' })
  expect(await computedStyle(home, 'border-top-width')).toBe('1px')
  expect(await computedStyle(home, 'border-top-style')).toBe('solid')
})

test("partners' logos keep a light plate, and the complexity dots and the tariff key keep their marks", async ({
  page,
}) => {
  await page.goto('/')
  // The plate of the dark scheme (the visitor's system is dark here): a light one, softer than white.
  const plate = rgb(darkColors.plate)
  const logos = page.getByRole('region', { name: partnersSection.title }).getByRole('img')
  expect(await logos.count()).toBeGreaterThan(3)
  for (const logo of await logos.all()) expect(await computedStyle(logo, 'background-color')).toBe(plate)
  // The first card's scale: some dots filled, the rest empty, told apart by their fill.
  const dots = page.locator('[data-filled]')
  const filled = await computedStyle(dots.and(page.locator('[data-filled="true"]')).first(), 'background-color')
  const empty = await computedStyle(dots.and(page.locator('[data-filled="false"]')).first(), 'background-color')
  expect(filled).not.toBe(empty)
  // The key's swatches keep the map's own colours (the map is an SVG, whose fills the theme keeps).
  const swatches = page.locator('[title^="up to"]')
  const colours = new Set<string>()
  for (const s of await swatches.all()) colours.add(await computedStyle(s, 'background-color'))
  expect(colours.size).toBeGreaterThan(3)
})

test("numbered steps keep their circles, and the home page's shipment its live dot, its steps done filled and the line between them", async ({
  page,
}) => {
  await page.goto('/careers')
  const number = page.getByRole('list', { name: 'Hiring steps' }).locator('li > span').first()
  await expect(number).toHaveText('1')
  expect(await computedStyle(number, 'border-top-width')).toBe('1px')
  expect(await computedStyle(number, 'border-top-style')).toBe('solid')

  await page.goto('/')
  const mark = (state: string) =>
    computedStyle(page.locator(`li[data-state="${state}"]`).first(), 'background-color', '::before')
  expect(await mark('done')).not.toBe(await mark('next'))
  expect(await mark('current')).not.toBe(await mark('next'))
  const pageColour = await canvas(page)
  const line = await computedStyle(page.locator('li[data-state="done"]').first(), 'background-color', '::after')
  expect(line).not.toBe(pageColour)
  expect(line).not.toBe('rgba(0, 0, 0, 0)')
  const dot = await computedStyle(page.getByText('Live shipment'), 'background-color', '::before')
  expect(dot).not.toBe(pageColour)
  expect(dot).not.toBe('rgba(0, 0, 0, 0)')
})

import { expect, type Locator, type Page } from '@playwright/test'
import { partnerGroups, partners } from '../content/partners'
import { theme } from '../renderer/theme'
import { test } from './islands'

/** How many partners a group has in content/partners.ts: the pages count them from there too. */
const inGroup = (group: string) => partners.filter((p) => p.group === group).length

const T0 = new Date('2026-01-05T09:00:00Z').getTime()

/**
 * Installs a paused fake clock and opens the page. The carousels move by CSS until a control is pressed (no script
 * loads for them before): `cssRotationAt` sets where that rotation stands. Once a control has handed the rotation to the
 * script, the clock moves it. The installed clock runs in real time until it is paused: it pauses a minute ahead, not a
 * second (a loaded CI machine took longer than a second between the two calls, and pausing in the past fails).
 */
async function openWithClock(page: Page) {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T0 + 60_000)
  await page.goto('/partners')
}

/** Holds a carousel's CSS rotation where it stands `ms` after it began (the page's clock does not move CSS). */
async function cssRotationAt(region: Locator, ms: number) {
  await region.evaluate((el, at) => {
    for (const animation of el.getAnimations({ subtree: true })) {
      animation.pause()
      animation.currentTime = at
    }
  }, ms)
}

/** The island around a carousel: its script has not loaded until a control is pressed. */
const islandOf = (page: Page, name: string) =>
  page.locator('[data-island]').filter({ has: page.getByRole('region', { name }) })

/**
 * The first press on a control of a carousel whose script has not loaded: the press wakes it, and is handed to it once
 * it is live. The paused clock steps a frame at a time meanwhile (the island waits for a paint before loading).
 */
async function firstPress(page: Page, name: string, control: string, how: 'click' | 'Enter' = 'click') {
  const island = islandOf(page, name)
  await expect(island).not.toHaveAttribute('data-hydrated')
  const button = page.getByRole('region', { name }).getByRole('button', { name: `${control}: ${name}` })
  await (how === 'click' ? button.click() : button.press('Enter'))
  await expect(async () => {
    await page.clock.runFor(20)
    await expect(island).toHaveAttribute('data-hydrated', '', { timeout: 100 })
  }).toPass()
}

test('the partners page: title, breadcrumb, sections, cards and the call to action', async ({ page }) => {
  await page.goto('/partners')
  await expect(page).toHaveTitle('Our Partners | E THE REAL')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(crumbs.getByText('Partners')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Partners' })).toBeVisible()

  const panel = page.getByRole('tabpanel')
  for (const g of partnerGroups) await expect(panel.getByRole('heading', { level: 2, name: g.title })).toBeVisible()
  const visits = panel.getByRole('link', { name: /Visit website/ })
  await expect(visits).toHaveCount(partners.length)
  for (const link of await visits.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  // A partner without its own description shows its group's default one.
  const northlane = panel.getByRole('listitem').filter({ hasText: 'Northlane Freight Systems' })
  await expect(northlane).toContainText(partnerGroups[1].defaultDescription)
  await expect(northlane.getByRole('link', { name: /Visit website/ })).toHaveAttribute(
    'href',
    'https://www.northlanefreight.com',
  )

  const cta = page.getByRole('region', { name: 'Interested in becoming a partner?' })
  await expect(cta.getByRole('link')).toHaveAttribute(
    'href',
    'mailto:partnerships@ethereal.io?subject=Partnership%20Inquiry',
  )
})

test('the directory grid has five columns on desktop and one on a phone', async ({ page }, { project }) => {
  await page.goto('/partners')
  const cards = page.getByRole('region', { name: 'Data Partners' }).getByRole('listitem')
  await expect(cards).toHaveCount(inGroup('data'))
  const tops = await Promise.all((await cards.all()).map(async (c) => (await c.boundingBox())!.y))
  const firstRow = tops.filter((y) => Math.abs(y - tops[0]!) < 2).length
  expect(firstRow).toBe(project.name === 'phone' ? 1 : Math.min(5, inGroup('data')))
})

test('tabs filter the sections with the mouse and the keyboard', async ({ page }) => {
  await page.goto('/partners')
  const tabs = page.getByRole('tablist', { name: 'Partner categories' })
  await expect(tabs.getByRole('tab')).toHaveText(['All', 'JV Partner', 'Solutions', 'Data', 'Associates'])
  const panel = page.getByRole('tabpanel')

  await expect(async () => {
    await tabs.getByRole('tab', { name: 'Data' }).click()
    await expect(tabs.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true', { timeout: 500 })
  }).toPass()
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Data Partners'])
  await expect(panel.getByRole('listitem')).toHaveCount(inGroup('data'))
  await expect(panel).toHaveAccessibleName('Data')

  await tabs.getByRole('tab', { name: 'All' }).click()
  await expect(panel.getByRole('heading', { level: 2 })).toHaveCount(partnerGroups.length)

  // Keyboard: arrows move and select, wrapping around; Home and End jump.
  await tabs.getByRole('tab', { name: 'All' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'JV Partner' })).toBeFocused()
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Joint Venture Partner'])
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.getByRole('tab', { name: 'Associates' })).toBeFocused()
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Business Associates'])
  await expect(panel.getByRole('listitem')).toHaveCount(inGroup('associate'))
  await page.keyboard.press('Home')
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(tabs.getByRole('tab', { name: 'Associates' })).toHaveAttribute('aria-selected', 'true')
  // Only the selected tab is in the tab order.
  await expect(tabs.locator('[tabindex="0"]')).toHaveText('Associates')
})

test('an arrow pressed on a tab before the tabs are live is not lost', async ({ page }) => {
  await page.goto('/partners')
  const tabs = page.getByRole('tablist', { name: 'Partner categories' })
  // At once, as a keyboard visitor who tabbed there: the tabs' code is only asked for now.
  await tabs.getByRole('tab', { name: 'All' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'JV Partner' })).toBeFocused()
  await expect(tabs.getByRole('tab', { name: 'JV Partner' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['Joint Venture Partner'])
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Solutions' })).toBeFocused()
})

test('a slide moved to with next or previous is announced; the automatic advance is not', async ({ page }) => {
  await openWithClock(page)
  const carousel = page.getByRole('region', { name: 'Partner spotlight' })
  const spoken = carousel.getByRole('status')
  const described = partners.filter((p) => 'description' in p)
  const n = described.length
  await expect(spoken).toHaveText('')
  await cssRotationAt(carousel, 4100)
  await expect(carousel.getByRole('group', { name: `2 of ${n}` })).toBeVisible()
  await expect(spoken).toHaveText('')

  await firstPress(page, 'Partner spotlight', 'Next')
  await expect(spoken).toHaveText(`${described[2]!.name} (3 of ${n})`)
  await carousel.getByRole('button', { name: 'Previous: Partner spotlight' }).press('Enter')
  await expect(spoken).toHaveText(`${described[1]!.name} (2 of ${n})`)

  const logos = page.getByRole('region', { name: 'Partner logos' })
  // The logos moved on by themselves meanwhile (every 3 s).
  await cssRotationAt(logos, 3100)
  await firstPress(page, 'Partner logos', 'Next', 'Enter')
  await expect(logos.getByRole('status')).toHaveText(`${partners[2].name} (3 of ${partners.length})`)
})

test('the logo carousel advances every 3 s, with previous, next and pause', async ({ page }) => {
  await openWithClock(page)
  const carousel = page.getByRole('region', { name: 'Partner logos' })
  await carousel.scrollIntoViewIfNeeded()
  const first = carousel.getByRole('group', { name: `${partners[0].name} (1 of ${partners.length})` })
  const second = carousel.getByRole('group', { name: `${partners[1].name} (2 of ${partners.length})` })
  const pause = carousel.getByRole('button', { name: 'Pause: Partner logos' })
  await expect(pause).toBeVisible()
  await expect(first).toBeInViewport({ ratio: 0.9 })
  // Each logo slide takes 18 % of the strip, and never less than a logo is read at (theme.sizes.logoSlide, in rem): a
  // phone shows fewer logos, not smaller ones.
  const strip = await first.evaluate((el) => el.parentElement!.parentElement!.getBoundingClientRect().width)
  const slide = (await first.boundingBox())!.width
  expect(slide).toBeCloseTo(Math.max(0.18 * strip, parseFloat(theme.sizes.logoSlide) * 16), 0)

  // CSS moves the strip, with no script: 3 s on, the next logo; it stands while the pointer is over it.
  const track = first.locator('..')
  await expect(track).toHaveCSS('animation-play-state', 'running')
  await cssRotationAt(carousel, 3100)
  await expect(first).not.toBeInViewport({ ratio: 0.5 })
  await expect(second).toBeInViewport({ ratio: 0.9 })
  await expect(islandOf(page, 'Partner logos')).not.toHaveAttribute('data-hydrated')
  await second.hover()
  await expect(track).toHaveCSS('animation-play-state', 'paused')

  // A control hands the rotation to the script, from the logo shown.
  await firstPress(page, 'Partner logos', 'Previous')
  await expect(first).toBeInViewport({ ratio: 0.9 })
  await carousel.getByRole('button', { name: 'Next: Partner logos' }).click()
  await expect(first).not.toBeInViewport({ ratio: 0.5 })

  // The pointer is over the carousel and focus inside it: it stands still.
  await page.clock.runFor(9000)
  await expect(second).toBeInViewport({ ratio: 0.9 })

  // Paused with the button, it stays still after the pointer and focus leave.
  await pause.click()
  await expect(carousel.getByRole('button', { name: 'Play: Partner logos' })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.clock.runFor(9000)
  await expect(second).toBeInViewport({ ratio: 0.9 })

  await carousel.getByRole('button', { name: 'Play: Partner logos' }).click()
  await page.mouse.move(0, 0)
  await page.clock.runFor(3000)
  await expect(second).not.toBeInViewport({ ratio: 0.5 })
})

test('the spotlight carousel advances every 4 s and has previous and next', async ({ page }) => {
  await openWithClock(page)
  const carousel = page.getByRole('region', { name: 'Partner spotlight' })
  await carousel.scrollIntoViewIfNeeded()
  const n = partners.filter((p) => 'description' in p).length
  await expect(carousel.getByRole('group', { name: `1 of ${n}` })).toBeVisible()
  // CSS fades the slides, with no script; a hidden one is out of reach.
  await cssRotationAt(carousel, 3000)
  await expect(carousel.getByRole('group', { name: `1 of ${n}` })).toBeVisible()
  await expect(carousel.getByRole('group', { name: `2 of ${n}` })).toBeHidden()
  await cssRotationAt(carousel, 4100)
  await expect(carousel.getByRole('group', { name: `2 of ${n}` })).toBeVisible()
  await expect(carousel.getByRole('group', { name: `2 of ${n}` })).toContainText(partners[4].name)
  await expect(carousel.getByRole('group', { name: `1 of ${n}` })).toBeHidden()
  await expect(carousel.getByText(`2 / ${n}`)).toBeVisible()
  await expect(islandOf(page, 'Partner spotlight')).not.toHaveAttribute('data-hydrated')

  // A control hands the rotation to the script, from the slide shown.
  await firstPress(page, 'Partner spotlight', 'Next')
  await expect(carousel.getByRole('group', { name: `3 of ${n}` })).toBeVisible()
  await carousel.getByRole('button', { name: 'Previous: Partner spotlight' }).click()
  await carousel.getByRole('button', { name: 'Previous: Partner spotlight' }).click()
  await carousel.getByRole('button', { name: 'Previous: Partner spotlight' }).click()
  await expect(carousel.getByRole('group', { name: `${n} of ${n}` })).toBeVisible()
  await expect(carousel.getByText(`${n} / ${n}`)).toBeVisible()
})

test('under reduced motion the carousels stand still but still step by hand', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openWithClock(page)
  const carousel = page.getByRole('region', { name: 'Partner logos' })
  await carousel.scrollIntoViewIfNeeded()
  const first = carousel.getByRole('group', { name: `${partners[0].name} (1 of ${partners.length})` })
  await expect(first).toBeInViewport({ ratio: 0.9 })
  await expect(first.locator('..')).toHaveCSS('animation-name', 'none')
  await page.clock.runFor(10_000)
  await expect(first).toBeInViewport({ ratio: 0.9 })
  const spotlight = page.getByRole('region', { name: 'Partner spotlight' })
  await expect(spotlight.getByRole('group', { name: /^1 of / })).toBeVisible()
  await expect(spotlight.getByRole('group', { name: /^2 of / })).toBeHidden()
  await firstPress(page, 'Partner logos', 'Next')
  await expect(first).not.toBeInViewport({ ratio: 0.5 })
})

test('without JavaScript every section and every card shows', { tag: '@any-width' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/partners')
  const panel = page.getByRole('tabpanel')
  for (const g of partnerGroups) await expect(panel.getByRole('heading', { level: 2, name: g.title })).toBeVisible()
  await expect(panel.getByRole('link', { name: /Visit website/ })).toHaveCount(partners.length)
  // The carousels move by CSS alone, one spotlight at a time.
  const logos = page.getByRole('region', { name: 'Partner logos' })
  await expect(logos.getByRole('group').first().locator('..')).not.toHaveCSS('animation-name', 'none')
  await expect(page.getByRole('region', { name: 'Partner spotlight' }).getByRole('group')).toHaveCount(1)
  await context.close()
})

import { expect, type CDPSession, type Locator, type Page } from '@playwright/test'
import { getStarted, headerLabels, mainNav as menuEntries } from '../../content/navigation'
import { menuButton } from '../menu'

// WCAG 1.4.4: text at 200 % without loss of content or function. Many people with low vision set the browser's default
// text larger (Chrome's "Large" is 20 px, "Very large" 24 px): every rem and em of the site grows with it, and so do
// the breakpoints (renderer/theme.ts), so the header gives way to the phone menu when its entries no longer fit.

/** The browser's default text sizes a desktop visitor may choose, as a share of the usual 16 px. */
export const TEXT_SIZES = [125, 150, 200]
/** The desktop windows they are checked in. */
export const TEXT_SIZE_WIDTHS = [1280, 1024]
/**
 * Android's page zoom follows the system's font size (up to 200 %) and zooms the page as a desktop browser does: the
 * page is laid out as if the phone were that much narrower. A 390 px phone at 150 % lays it out 260 px wide, at 200 %
 * 195 px. The same layout width stands in for it here (the look differs only in sharpness).
 */
export const PHONE_ZOOMS = [150, 200]

type Box = { x: number; y: number; width: number; height: number }

/** One DevTools session a page, kept while it is open: a new one for each text size was a third of the steps' time. */
const sessions = new WeakMap<Page, Promise<CDPSession>>()
const sessionOf = (page: Page) => {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page))
  return sessions.get(page)!
}

/**
 * Sets the browser's default font size, as Chrome's Settings › Appearance › Font size does (not a page style); the page
 * open lays itself out again at once, breakpoints in em included.
 */
export async function setDefaultTextSize(page: Page, percent: number) {
  await (
    await sessionOf(page)
  ).send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: Math.round((13 * percent) / 100) },
  })
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize), {
      message: `the page's text at ${percent} %`,
    })
    .toBe(`${(16 * percent) / 100}px`)
}

/** The page's width against the window's: nothing may scroll sideways. */
export const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }))

/** Expects the box on the screen, between its left and right edges (and, given a bar, inside the bar's height). */
function expectWithin(name: string, box: Box | null, width: number, bar?: Box | null) {
  expect(box, name).not.toBeNull()
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(width)
  if (bar) expect(box!.y + box!.height, `${name} stays in the bar`).toBeLessThanOrEqual(bar.y + bar.height)
}

type Found = { name: string; box: Box | null }

/**
 * The links a locator finds, each with its name and, when it shows, its box: read in one call (a dozen boxes one at a
 * time made the larger-text checks the slowest part of the suite).
 */
const linkBoxes = (links: Locator) =>
  links.evaluateAll((els) =>
    els.map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect()
      const shows = el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && width > 0
      return { name: (el.textContent ?? '').replace(/\s+/g, ' ').trim(), box: shows ? { x, y, width, height } : null }
    }),
  )

/** Each of `names` among the links, showing, with its box. */
function boxesOf(found: Found[], names: readonly string[]) {
  return names.map((name) => {
    const link = found.find((l) => l.name === name && l.box) ?? found.find((l) => l.name === name)
    expect(link, `${name} is a link there`).toBeDefined()
    expect(link!.box, `${name} shows`).not.toBeNull()
    return [name, link!.box] as const
  })
}

/**
 * The header as it lays out now, read in one call: the bar, whether the main navigation's list shows, its links, the
 * menu button that shows (the <details>' summary before the header is live, its button after), Get Started and the
 * search box in the bar, and the page's width against the window's. A box is null when its element does not show.
 */
const headerLayout = (page: Page) =>
  page.getByRole('banner').evaluate(
    (header, { nav, openMenu, menu, getStartedName }) => {
      const boxOf = (el: Element | null | undefined) => {
        if (!el || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null
        const { x, y, width, height } = el.getBoundingClientRect()
        return width > 0 ? { x, y, width, height } : null
      }
      const bar = header.querySelector('.nav-bar')
      const list = header.querySelector(`nav[aria-label="${nav}"] ul`)
      const menuButton = [...header.querySelectorAll(`button[aria-label="${openMenu}"], summary`)].find(
        (el) => (el.tagName === 'BUTTON' || el.textContent?.trim() === menu) && boxOf(el),
      )
      const named = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        innerWidth: window.innerWidth,
        bar: boxOf(bar),
        listShows: !!boxOf(list),
        links: [...(list?.querySelectorAll('a') ?? [])].map((a) => ({ name: named(a), box: boxOf(a) })),
        menuButton: boxOf(menuButton),
        getStarted: boxOf([...header.querySelectorAll('a')].find((a) => named(a) === getStartedName)),
        search: boxOf(bar?.querySelector('input[type="search"], [role="searchbox"]')),
      }
    },
    { ...headerLabels, getStartedName: getStarted.name },
  )

/**
 * The header's entries as a visitor arriving sees them, before any of them is touched: in the bar when it shows them,
 * otherwise the menu button; then Get Started and the search box, in the bar. On a zoomed phone the bar keeps the menu
 * button and the search box, which must end on the screen (Get Started moves into the menu). Nothing on the page
 * scrolls sideways (`label` names the layout). True when the bar hides its entries (the phone menu holds them:
 * expectPhoneMenuFits opens it).
 */
export async function expectHeaderOnScreen(
  page: Page,
  width: number,
  label: string,
  phone = false,
): Promise<{ inMenu: boolean }> {
  const header = await headerLayout(page)
  expect(header.scrollWidth, `${label}: page width`).toBeLessThanOrEqual(header.clientWidth)
  // A page wider than the screen also makes a phone's browser zoom out to show it all: the window then measures wider
  // than the layout asked for.
  if (phone) expect(header.innerWidth, `${label}: window width`).toBe(width)
  const bar = phone ? undefined : header.bar
  if (!phone) expect(bar, 'the header bar').not.toBeNull()
  const inMenu = phone || !header.listShows
  if (inMenu) expectWithin('the menu button', header.menuButton, width, bar)
  else for (const [name, box] of boxesOf(header.links, menuNames())) expectWithin(name, box, width, bar)
  if (phone) expectWithin('the search box', header.search, width)
  else {
    expectWithin('Get Started', header.getStarted, width, bar)
    expectWithin('Search', header.search, width, bar)
  }
  return { inMenu }
}

/** A window and text size to lay the page out in: `apply` sets it, `width` is the window's width it gives. */
export type Layout = { label: string; width: number; apply: () => Promise<void> }

/**
 * Opens the phone menu in the first layout and checks that each of these links shows and ends on the screen, then in
 * each further layout with the menu still open (the page lays itself out again around it), and closes it.
 */
export async function expectPhoneMenuFits(page: Page, layouts: Layout[], names: readonly string[]) {
  const panel = page.locator('#site-menu')
  for (const [i, layout] of layouts.entries()) {
    await layout.apply()
    if (i === 0) {
      // Reachability, not the first press (tests/loading.spec.ts has that): once the pointer is over the header it is
      // live, and Playwright must click the live button, not the hidden <summary> it resolved before.
      await menuButton(page).hover()
      await expect(page.locator('[data-island="NavBar"]')).toHaveAttribute('data-hydrated', '')
      await menuButton(page).click()
    }
    await expect(async () => {
      for (const [name, box] of boxesOf(await linkBoxes(panel.getByRole('link')), names))
        expect(box!.x + box!.width, `${layout.label}: ${name} ends on screen`).toBeLessThanOrEqual(layout.width)
    }).toPass()
  }
  await menuButton(page, 'Close menu').click()
  await expect(panel).toBeHidden()
}

/** The menu's entries, and Get Started with them where the bar leaves it to the menu (a zoomed phone). */
export const menuNames = (withGetStarted = false) => [
  ...menuEntries.map((e) => e.name),
  ...(withGetStarted ? [getStarted.name] : []),
]

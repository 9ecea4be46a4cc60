import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Locator, type Page, type Request } from '@playwright/test'
import { SCROLL_OFFSET_PX } from '../components/shell/constants'
import { popularPages } from '../content/popularPages'
import { searchText } from '../content/search'
import { startServer, type StartedServer } from '../scripts/lib/server'
import { axeViolations, wcagTags } from './axe'
import { startupSettled, test } from './islands'
import { menuButton } from './menu'
import { recordScrollRequests, scrollArrived, takeScrollRequests, topOf } from './scrolling'

// The site search, in the real build: the plain form without JavaScript, the dialog with it, at 1280 px and 390 px.

const headerBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: searchText.label })
const dialog = (page: Page) => page.getByRole('dialog', { name: searchText.dialogTitle })
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: searchText.label })
/** Presses the down arrow, as a visitor does, until `option` is the one chosen (at most once round the eight shown). */
async function arrowDownTo(page: Page, option: Locator) {
  for (let i = 0; i < 8 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown')
}
/** The keyboard shortcuts answer (installed at load, or when the header comes alive). */
const shortcutsReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-search-shortcuts'))

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('type in the header box, submit, and follow a result to its section', async ({ page }) => {
    await page.goto('/about')
    await headerBox(page).click()
    await headerBox(page).fill('passprt')
    await headerBox(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=passprt$/)
    await expect(page.getByText('results for “passprt”. No exact match: showing results for “passport”.')).toBeVisible()
    await expect(headerBox(page)).toHaveValue('passprt')
    const main = page.getByRole('main')
    await expect(main.getByRole('searchbox', { name: searchText.label })).toHaveValue('passprt')

    const result = main.getByRole('listitem').filter({ hasText: 'Scope of a passport' }).first()
    await expect(result.locator('mark').first()).toHaveText(/passport/i)
    await result.getByRole('link').click()
    await expect(page).toHaveURL(/\/products\/digital-product-passport#scope-of-a-passport$/)
    await expect(page.getByRole('heading', { name: 'Scope of a passport' })).toBeInViewport()
  })

  test('a snippet quotes what the page says, not its buttons or labels', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/search?q=cork')
    const cork = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Cork, Ireland' }) })
    await expect(cork.first()).toContainText('Why we chose Cork for our Web3Hub')
    // The snippets, that is: a result may be the About page itself, named 'About E THE REAL'.
    const snippets = await page.getByRole('main').getByRole('list').getByRole('paragraph').allTextContents()
    expect(snippets.length).toBeGreaterThan(0)
    expect(snippets.join('\n')).not.toMatch(/Back to About|About E THE REAL/)
    await page.goto('/search?q=demo')
    await expect(page.getByRole('main')).not.toContainText('Request Demo Download Whitepaper')
  })

  test(
    "a page's name, a plural and a visitor's word for a page find that page first",
    { tag: '@any-width' },
    async ({ page }) => {
      const meant = [
        ['contact', 'Contact Us', '/contact'],
        ['contact us', 'Contact Us', '/contact'],
        ['industry voice', 'Industry Voice', '/industry-voice'],
        ['videos', 'Video Resources', '/videos'],
        ['passports', 'Digital Product Passport', '/products/digital-product-passport'],
        ['jobs', 'Careers', '/careers'],
      ]
      for (const [query, name, href] of meant) {
        await page.goto(`/search?q=${encodeURIComponent(query!)}`)
        const first = page.getByRole('main').getByRole('list').getByRole('link').first()
        await expect(first, query).toHaveAttribute('href', href!)
        await expect(first, query).toContainText(name!)
      }
    },
  )

  test('nothing found: a clear message and the popular pages', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/search?q=zzqxv')
    await expect(page.getByText('No results for “zzqxv”.')).toBeVisible()
    const suggestions = page.getByRole('region', { name: popularPages.title })
    await expect(suggestions.getByRole('link', { name: 'Digital Product Passport' })).toHaveAttribute(
      'href',
      '/products/digital-product-passport',
    )
  })
})

test.describe('with JavaScript', () => {
  // axe runs inside the page, so this runs with JavaScript on; the results are the same server-filled HTML. The empty
  // search page (/search) is one of the routes the one pass over every page (each-route.spec.ts) runs axe on.
  test('the results page and the page of no results pass axe', async ({ page }) => {
    test.slow()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const url of ['/search?q=cork', '/search?q=zzqxv']) {
      await page.goto(url)
      expect(await axeViolations(page, wcagTags), url).toEqual([])
    }
  })
  test('the dialog code is requested only once the visitor focuses the search', async ({ page }) => {
    // The code of every script the page asks for, told by what it holds (the dialog's own class name).
    const scripts: Promise<string>[] = []
    const codeOf = async (request: Request) => (await request.response())?.text().catch(() => '') ?? ''
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(codeOf(r))))
    const dialogCode = async () => (await Promise.all(scripts)).some((s) => s.includes('sd-backdrop'))
    await page.goto('/supply-chain-clearing-house')
    await startupSettled(page)
    await shortcutsReady(page)
    expect(await dialogCode()).toBe(false)
    await headerBox(page).focus()
    await expect.poll(dialogCode).toBe(true)
  })

  test('Tab from the header box reaches its search button, drawn on top (on a phone, over the menu button it shares the corner with)', async ({
    page,
  }) => {
    await page.goto('/about')
    await shortcutsReady(page)
    for (let i = 0; i < 40 && !(await headerBox(page).evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(headerBox(page)).toBeFocused()
    await page.keyboard.press('Tab')
    const submit = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })
    await expect(submit).toBeFocused()
    // What the page draws at the button's middle is the button: the focus ring is around what Enter presses.
    expect(
      await submit.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
      }),
    ).toBe(true)
  })

  test('keyboard only: / opens, typing shows results, arrows choose, Enter lands on the section', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a phone has no keyboard shortcuts')
    await page.goto('/about')
    await shortcutsReady(page)
    await page.keyboard.press('/')
    await page.keyboard.type('passprt', { delay: 30 })
    await expect(combobox(page)).toBeFocused()
    await expect(combobox(page)).toHaveValue('passprt')
    await expect(dialog(page).getByRole('status')).toContainText(
      'results for “passprt”. No exact match: showing results for “passport”.',
    )

    // Arrows move the choice down and back up; the product page itself comes first.
    const options = dialog(page).getByRole('option')
    await expect(options.first()).toContainText('Digital Product Passport')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    // On down to the section about a passport's scope; the box names the chosen option.
    const scope = options.filter({ hasText: 'Scope of a passport' })
    await arrowDownTo(page, scope)
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await scope.getAttribute('id'))!)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/products\/digital-product-passport#scope-of-a-passport$/)
    await expect(page.getByRole('heading', { name: 'Scope of a passport' })).toBeInViewport()
  })

  test('Ctrl+K opens, Escape closes and returns focus; Enter with no choice opens the results page', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a phone has no keyboard shortcuts')
    await page.goto('/')
    await shortcutsReady(page)
    const cta = page.getByRole('banner').getByRole('link', { name: 'Get Started' })
    await cta.focus()
    await page.keyboard.press('Control+k')
    await expect(combobox(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(cta).toBeFocused()

    await page.keyboard.press('/')
    await page.keyboard.type('cork', { delay: 30 })
    await expect(dialog(page).getByRole('option').first()).toContainText('Cork')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=cork$/)
  })

  test('a click on the header search opens the dialog; on a phone it fills the screen; axe finds nothing', async ({
    page,
    isMobile,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/blog')
    await shortcutsReady(page)
    await headerBox(page).click()
    await expect(combobox(page)).toBeFocused()
    const viewport = page.viewportSize()!
    const box = (await dialog(page).boundingBox())!
    if (isMobile) expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })
    else expect(box.width).toBeLessThan(viewport.width)
    await page.keyboard.type('clearng house', { delay: 30 })
    await expect(dialog(page).getByRole('option').first()).toContainText('Supply Chain Clearing House')
    expect(await axeViolations(page, wcagTags)).toEqual([])

    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(headerBox(page)).toBeFocused()
  })
  test('on a results page, a click on the header search and letters typed at once: the dialog holds exactly those letters', async ({
    page,
  }) => {
    // A fresh page, nothing awaited: the header's box holds the query the page answers (passport), the header is not yet
    // live, the dialog's code not yet loaded.
    await page.goto('/search?q=passport')
    await headerBox(page).click()
    await page.keyboard.type('cork')
    await expect(combobox(page)).toBeFocused()
    await expect(combobox(page)).toHaveValue('cork')
    await expect(dialog(page).getByRole('option').first()).toContainText('Cork')
  })
})

test.describe('the dialog and the keyboard', () => {
  for (const how of ['Enter', 'a click'] as const)
    test(`a result on this page, chosen with ${how}: the dialog closes, the page scrolls to the section and focus is there`, async ({
      page,
    }) => {
      await recordScrollRequests(page)
      await page.goto('/products/fr8lens')
      await headerBox(page).click()
      await expect(combobox(page)).toBeFocused()
      await page.keyboard.type('port', { delay: 30 })
      const option = dialog(page).getByRole('option').filter({ hasText: 'Use case: port optimisation' })
      if (how === 'Enter') {
        await arrowDownTo(page, option)
        await page.keyboard.press('Enter')
      } else await option.click()

      await expect(dialog(page)).toBeHidden()
      await expect(page).toHaveURL(/\/products\/fr8lens#use-case-port-optimisation$/)
      const section = page.locator('#use-case-port-optimisation')
      await expect(section).toBeFocused()
      await expect(section).toBeInViewport()
      // The page is the visitor's again, once the smooth scroll has ended (the section is in view before): it scrolls
      // (upwards, back to where the visitor was), and Escape has nothing left to close.
      await scrollArrived(page)
      // Straight there: the section ends 80 px below the top, and the page never asked to be taken past that place (a
      // section that had not yet faded in was drawn 24 px low, and the page came back up to it at the end).
      expect(await topOf(page, 'use-case-port-optimisation')).toBe(SCROLL_OFFSET_PX)
      const top = await page.evaluate(() => window.scrollY)
      const asked = (await takeScrollRequests(page)).map((r) => r.top)
      expect(Math.max(...asked), asked.join(', ')).toBe(top)
      await page.mouse.wheel(0, -600)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(top)
      await page.keyboard.press('Escape')
      await expect(section).toBeFocused()
    })

  test('a result chosen while the last letter’s results load stays chosen when they come, and Enter opens it', async ({
    page,
  }) => {
    // The answer for "port" is held back until the visitor has chosen among the results for "por" (real answers, from
    // the real server: only their timing is the test's).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/search\?q=port&/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/products/fr8lens')
    await headerBox(page).click()
    await expect(combobox(page)).toBeFocused()
    await page.keyboard.type('por', { delay: 30 })
    const status = dialog(page).getByRole('status')
    await expect(status).toHaveText(/ results for “por”$/)
    await page.keyboard.type('t')
    await expect(status).toHaveText(searchText.loading)
    const option = dialog(page).getByRole('option').filter({ hasText: 'Use case: port optimisation' })
    await arrowDownTo(page, option)
    await expect(option).toHaveAttribute('aria-selected', 'true')

    release()
    await expect(status).toHaveText(/ results for “port”$/)
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/products\/fr8lens#use-case-port-optimisation$/)
  })

  test('Escape closes it wherever focus is; the backdrop closes it too, and focus goes back', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/about')
    await headerBox(page).click()
    await expect(combobox(page)).toBeFocused()
    // A press on the dialog's words takes focus out of the box (to the page).
    await dialog(page)
      .getByRole('heading', { name: popularPages.title })
      .or(dialog(page).getByRole('status'))
      .first()
      .click()
    await expect(combobox(page)).not.toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(headerBox(page)).toBeFocused()

    test.skip(isMobile, 'on a phone the dialog fills the screen: there is no backdrop to press')
    await headerBox(page).click()
    await expect(combobox(page)).toBeFocused()
    await page.mouse.click(10, 400)
    await expect(dialog(page)).toBeHidden()
    await expect(headerBox(page)).toBeFocused()
  })

  test('Tab and Shift+Tab go round every control, "See all results" included', async ({ page }) => {
    await page.goto('/')
    await headerBox(page).click()
    await page.keyboard.type('port', { delay: 30 })
    const all = dialog(page).getByRole('link', { name: 'See all results for “port”' })
    const close = dialog(page).getByRole('button', { name: searchText.close })
    await expect(all).toBeVisible()
    for (const next of [close, all, combobox(page), close]) {
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
    }
    for (const previous of [combobox(page), all, close]) {
      await page.keyboard.press('Shift+Tab')
      await expect(previous).toBeFocused()
    }
  })

  test('the count is every result, not the eight shown; Enter on an emptied box opens nothing', async ({ page }) => {
    await page.goto('/blog')
    await headerBox(page).click()
    await page.keyboard.type('port', { delay: 30 })
    const status = dialog(page).getByRole('status')
    await expect(status).toHaveText(/^\d+ results for “port”$/)
    const shown = await dialog(page).getByRole('option').count()
    expect(shown).toBe(8)
    expect(Number((await status.textContent())!.split(' ')[0])).toBeGreaterThan(shown)

    await page.keyboard.press('ArrowDown')
    await expect(dialog(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Control+a')
    await page.keyboard.press('Backspace')
    await expect(status).toHaveText(popularPages.title)
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(dialog(page).getByRole('option', { selected: true })).toHaveCount(0)
  })

  test('opened over the phone menu: Tab stays in the dialog, and closing it leaves the page locked under the menu', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone menu')
    await page.goto('/')
    const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow)
    await menuButton(page).tap()
    const closeMenu = page.getByRole('button', { name: 'Close menu' })
    await expect(closeMenu).toBeVisible()
    await headerBox(page).tap()
    await expect(combobox(page)).toBeFocused()
    await page.keyboard.type('port', { delay: 30 })
    await expect(dialog(page).getByRole('link', { name: /^See all results/ })).toBeVisible()
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    // The menu is still open, and the page behind it still does not scroll.
    await expect(closeMenu).toBeVisible()
    expect(await rootOverflow()).toBe('hidden')
    await closeMenu.click()
    await expect.poll(rootOverflow).not.toBe('hidden')
  })
})

test.describe('when searches are refused', () => {
  test.describe.configure({ mode: 'serial' })
  // A server of its own that answers one search a minute, so the shared test server's limit is not used up.
  let server: StartedServer | undefined
  let dataDir = ''
  test.beforeAll(async () => {
    server = await startServer('server/index.ts', {
      env: {
        DATA_DIR: (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-search-429-'))),
        SEARCH_RATE_LIMIT: '1',
        LOG_LEVEL: 'warn',
      },
      quiet: true,
    })
  })
  // Its data folder goes with it.
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('too many searches: the dialog says so in the server’s words', { tag: '@any-width' }, async ({ page }) => {
    // The one search of the minute, from the visitor's address; the dialog's is refused with 429.
    expect((await page.request.get(`${server!.origin}/api/search?q=cork`)).status()).toBe(200)
    await page.goto(`${server!.origin}/about`)
    await headerBox(page).click()
    await page.keyboard.type('cork', { delay: 30 })
    await expect(dialog(page).getByRole('status')).toHaveText(searchText.tooMany)
    await expect(dialog(page).getByRole('status')).not.toHaveText(searchText.unavailable)
  })
})

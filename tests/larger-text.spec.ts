import { expect, test, type Page } from '@playwright/test'
import { getStarted, mainNav as menuEntries } from '../content/navigation'
import { menuBarEntries, menuButton } from './menu'
import { routes } from './routes'

// WCAG 1.4.4: text at 200 % without loss of content or function. Many people with low vision set the browser's default
// text larger (Chrome's "Large" is 20 px, "Very large" 24 px): every rem and em of the site grows with it, and so do
// the breakpoints (renderer/theme.ts), so the header gives way to the phone menu when its entries no longer fit.

/** The browser's default text size, as a share of the usual 16 px. */
const TEXT_SIZES = [125, 150, 200]
const WIDTHS = [1280, 1024]

/** Sets the browser's default font size, as Chrome's Settings › Appearance › Font size does (not a page style). */
async function setDefaultTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: Math.round((13 * percent) / 100) },
  })
}

/** Opens the phone menu, checks that each of these links shows and ends on the screen, and closes the menu again. */
async function expectPhoneMenuFits(page: Page, width: number, names: readonly string[]) {
  // Reachability, not the first press (tests/loading.spec.ts has that): once the pointer is over the header it is live,
  // and Playwright must click the live button, not the hidden <summary> it resolved before.
  await menuButton(page).hover()
  await expect(page.locator('[data-island="NavBar"]')).toHaveAttribute('data-hydrated', '')
  await menuButton(page).click()
  const panel = page.locator('#site-menu')
  for (const name of names) {
    const link = panel.getByRole('link', { name, exact: true })
    await expect(link).toBeVisible()
    const box = (await link.boundingBox())!
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width)
  }
  await menuButton(page, 'Close menu').click()
  await expect(panel).toBeHidden()
}

/** The header's entries a visitor can see and reach: in the bar when it shows them, otherwise in the phone menu. */
async function expectEveryEntryReachable(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const bar = page.locator('.nav-bar')
  const within = async (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
    const barBox = (await bar.boundingBox())!
    expect(box, name).not.toBeNull()
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(width)
    expect(box!.y + box!.height, `${name} stays in the bar`).toBeLessThanOrEqual(barBox.y + barBox.height)
  }
  const list = nav.getByRole('list').first()
  if (await list.isVisible()) {
    for (const entry of menuEntries) {
      const link = list.getByRole('link', { name: entry.name, exact: true })
      await expect(link).toBeVisible()
      await within(entry.name, await link.boundingBox())
    }
  } else {
    // The <details>' summary until the header hydrates (the first click wakes it), then the live button.
    await within('the menu button', await menuButton(page).boundingBox())
    await expectPhoneMenuFits(
      page,
      width,
      menuEntries.map((e) => e.name),
    )
  }
  const cta = page.getByRole('banner').getByRole('link', { name: getStarted.name }).first()
  await within('Get Started', await cta.boundingBox())
  await within('Search', await page.getByRole('banner').getByRole('searchbox').first().boundingBox())
}

test.describe('larger default text', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'the desktop widths with larger text; the phone layout is what they give way to',
  )

  for (const route of routes) {
    for (const width of WIDTHS) {
      test(`${route} at ${width} px with text at ${TEXT_SIZES.join(', ')} %: nothing scrolls sideways, every header entry is reachable`, async ({
        page,
      }) => {
        test.slow()
        await page.setViewportSize({ width, height: 800 })
        for (const percent of TEXT_SIZES) {
          // A visitor arriving: the pointer is not resting on the header from the page before.
          await page.mouse.move(width / 2, 790)
          await setDefaultTextSize(page, percent)
          await page.goto(route)
          const { scrollWidth, clientWidth } = await page.evaluate(() => {
            const { scrollWidth, clientWidth } = document.documentElement
            return { scrollWidth, clientWidth }
          })
          expect(scrollWidth, `${route} at ${width} px, text ${percent} %: page width`).toBeLessThanOrEqual(clientWidth)
          await test.step(`${width} px, ${percent} %`, () => expectEveryEntryReachable(page, width))
        }
      })
    }
  }

  test('with text at 150 % on a window wide enough for the menu bar, its entries have the room they have at 100 %', async ({
    page,
  }) => {
    await setDefaultTextSize(page, 150)
    // The bar shows from 1536 px here (the `nav` breakpoint is in em); the widest window is beyond the bar's own width.
    for (const width of [1600, 1920, 2400]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/privacy')
      const entries = await menuBarEntries(page)
      expect(entries).toHaveLength(8)
      for (const e of entries) {
        expect(e.lines, `${width} px: ${e.name}'s lines`).toBeLessThanOrEqual(2)
        expect(e.arrowGap, `${width} px: space between ${e.name} and its arrow`).toBeLessThan(24)
      }
    }
  })

  test('/about/vision at 1280 px with text at 200 %: Back to About heads the title block instead of floating over the text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await setDefaultTextSize(page, 200)
    await page.goto('/about/vision')
    const back = page.getByRole('link', { name: 'Back to About' })
    await expect(back).toHaveCSS('position', 'static')
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect((await back.boundingBox())!.y + (await back.boundingBox())!.height).toBeLessThanOrEqual(heading.y)
  })
})

// Android's page zoom follows the system's font size (up to 200 %) and zooms the page as a desktop browser does: the
// page is laid out as if the phone were that much narrower. A 390 px phone at 150 % lays it out 260 px wide, at 200 %
// 195 px. The same layout width stands in for it here (the look differs only in sharpness).
const PHONE_ZOOMS = [150, 200]

test.describe('a phone zoomed in', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone’s page zoom')

  for (const route of routes) {
    test(`${route} at ${PHONE_ZOOMS.join(' and ')} %: nothing scrolls sideways; the menu button is on the screen and its menu fits`, async ({
      page,
    }) => {
      for (const zoom of PHONE_ZOOMS) {
        const width = Math.round((390 * 100) / zoom)
        await page.setViewportSize({ width, height: Math.round((844 * 100) / zoom) })
        await page.goto(route)
        // A page wider than the screen also makes a phone's browser zoom out to show it all: the window then measures
        // wider than the layout asked for.
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }))
        expect(innerWidth, `${route} at ${zoom} %: window width`).toBe(width)
        expect(scrollWidth, `${route} at ${zoom} %: page width`).toBeLessThanOrEqual(width)

        const bar = page.getByRole('banner').locator('.nav-bar')
        for (const [name, control] of [
          ['the menu button', menuButton(page)],
          ['the search box', bar.getByRole('searchbox')],
        ] as const) {
          const box = (await control.boundingBox())!
          expect(box, `${route} at ${zoom} %: ${name}`).not.toBeNull()
          expect(box.x + box.width, `${route} at ${zoom} %: ${name} ends on the screen`).toBeLessThanOrEqual(width)
        }
        // Get Started leaves the bar here: the menu's panel has it.
        await test.step(`${zoom} %: the menu`, () =>
          expectPhoneMenuFits(page, width, [...menuEntries.map((e) => e.name), getStarted.name]))
      }
    })
  }
})

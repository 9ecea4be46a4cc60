import { expect, test } from '@playwright/test'
import { menuBarEntries } from './menu'
import { setDefaultTextSize } from './routeChecks/textSize'

// WCAG 1.4.4: text at 200 % without loss of content or function. Many people with low vision set the browser's default
// text larger (Chrome's "Large" is 20 px, "Very large" 24 px): every rem and em of the site grows with it, and so do
// the breakpoints (renderer/theme.ts), so the header gives way to the phone menu when its entries no longer fit. Every
// page at 1024 and 1280 px with text at 125, 150 and 200 %, and a phone zoomed in, are checked in the one pass over
// every page (each-route.spec.ts); here, what only some pages show.

test.describe('larger default text', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'the desktop widths with larger text; the phone layout is what they give way to',
  )

  test('with text at 150 % on a window wide enough for the menu bar, its entries have the room they have at 100 %', async ({
    page,
  }) => {
    // The bar shows from 1536 px here (the `nav` breakpoint is in em); the widest window is beyond the bar's own width.
    for (const width of [1600, 1920, 2400]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/privacy')
      // Set on the page it is read on: a navigation to another site's process does not always carry it over.
      await setDefaultTextSize(page, 150)
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
    await page.goto('/about/vision')
    await setDefaultTextSize(page, 200)
    const back = page.getByRole('link', { name: 'Back to About' })
    await expect(back).toHaveCSS('position', 'static')
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect((await back.boundingBox())!.y + (await back.boundingBox())!.height).toBeLessThanOrEqual(heading.y)
  })
})

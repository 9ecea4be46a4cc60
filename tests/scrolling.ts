import { expect, type Page } from '@playwright/test'

declare global {
  interface Window {
    /** The page's scroll positions, in order, since the test last emptied the list (recordScrolling). */
    scrolled: number[]
    /** How the page asked the browser to scroll (window.scrollTo's behavior), in order, as scrolled. */
    scrollRequests: string[]
  }
}

/**
 * Keeps every scroll position the page passes through in window.scrolled, and how the page asked for each scroll in
 * window.scrollRequests. A smooth scroll is the browser's animation: on a loaded machine the page's thread may be busy
 * for the whole of it and hear one scroll event, at the end, so how the scroll was asked for is what shows it smooth.
 */
export const recordScrolling = (page: Page) =>
  page.addInitScript(() => {
    window.scrolled = []
    window.scrollRequests = []
    window.addEventListener('scroll', () => window.scrolled.push(window.scrollY), { passive: true })
    const scroll = window.scroll.bind(window)
    window.scrollTo = (options?: ScrollToOptions | number, y?: number) => {
      if (typeof options === 'number') {
        window.scrollRequests.push('auto')
        scroll(options, y ?? 0)
      } else {
        window.scrollRequests.push(options?.behavior ?? 'auto')
        scroll(options)
      }
    }
  })

/** Distance in px of the element's top from the top of the viewport. */
export const topOf = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id)

/**
 * Waits until the page stands still: Chromium animates the scroll a key (End) or a smooth scroll starts, and what a
 * test does while it runs is overtaken by it (a link followed mid-scroll: the page went on past the section the link
 * had scrolled to). A reader acts once the page has stopped.
 */
export async function scrollSettled(page: Page) {
  let last = NaN
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY)
        const still = y === last
        last = y
        return still
      },
      { intervals: [250] },
    )
    .toBe(true)
}

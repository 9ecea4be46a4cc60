import { expect, type Page } from '@playwright/test'

/** A scroll the page asked the browser for: how, and the place it sent the page to (as far as the page reaches). */
type ScrollRequest = { behavior: ScrollBehavior; top: number }

declare global {
  interface Window {
    /** Every scroll the page asked for with window.scrollTo, in order, since the test last emptied the list. */
    scrollRequests: ScrollRequest[]
  }
}

/**
 * Keeps every scroll the page asks for (window.scrollTo) in window.scrollRequests. How the page moves is read from
 * what it asks for, never from the scroll events it hears on the way: a smooth scroll is the browser's animation, and
 * on a loaded machine the page's thread may be busy for the whole of it and hear one event, at the end.
 */
export const recordScrollRequests = (page: Page) =>
  page.addInitScript(() => {
    window.scrollRequests = []
    const scroll = window.scroll.bind(window)
    window.scrollTo = (options?: ScrollToOptions | number, y?: number) => {
      const asked = typeof options === 'number' ? { left: options, top: y ?? 0 } : (options ?? {})
      const end = document.documentElement.scrollHeight - window.innerHeight
      const top = Math.max(0, Math.min(asked.top ?? window.scrollY, end))
      window.scrollRequests.push({ behavior: asked.behavior ?? 'auto', top })
      scroll(asked)
    }
  })

/**
 * For expect.poll over a scroll: a look every 50 ms. Its own steps grow to a second apart, which a smooth scroll of the
 * whole page outlasts by a few milliseconds, and the test then reads the end of it most of a second late.
 */
export const often = { intervals: [50] }

/** The scrolls the page has asked for since the last call, and empties the list. */
export const takeScrollRequests = (page: Page) =>
  page.evaluate(() => window.scrollRequests.splice(0, window.scrollRequests.length))

/**
 * Waits until the page stands where it last asked to be scrolled: what a test does while a smooth scroll runs is
 * overtaken by it. Exactly there (a smooth scroll's last frame but one is a pixel short of it), or at the page's end
 * when that is where it asked to go (on a 2× screen the end may lie half a pixel off). Needs recordScrollRequests.
 */
export async function scrollArrived(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const last = window.scrollRequests.at(-1)
          const end = document.documentElement.scrollHeight - window.innerHeight
          return !last || window.scrollY === last.top || (last.top >= end && window.scrollY >= end - 1)
        }),
      { ...often, message: 'the page at the place it asked to be scrolled to' },
    )
    .toBe(true)
}

/** Distance in px of the element's top from the top of the viewport. */
export const topOf = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id)

import { expect, type Page } from '@playwright/test'

declare global {
  interface Window {
    /** The page's scroll positions, in order, since the test last emptied the list (recordScrolling). */
    scrolled: number[]
  }
}

/** Keeps every scroll position the page passes through in window.scrolled. */
export const recordScrolling = (page: Page) =>
  page.addInitScript(() => {
    window.scrolled = []
    window.addEventListener('scroll', () => window.scrolled.push(window.scrollY), { passive: true })
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

import type { Page } from '@playwright/test'

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

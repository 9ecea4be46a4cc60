import { SCROLL_OFFSET_PX, STORED_SECTION_DELAY_MS, STORED_SECTION_KEY } from './constants'
import {
  isHomePath,
  isPlainClick,
  resolveHashLink,
  restoreStoredSection,
  scrollTopFor,
  storeSection,
} from './hashLinks'

/** sessionStorage, or undefined where the browser denies it. */
function session(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Smoothly scrolls to the element with this id, SCROLL_OFFSET_PX below the top (instantly under reduced motion),
 * and moves keyboard focus there as following a native anchor would. Returns false if there is no such element.
 */
function scrollToSection(id: string): boolean {
  const el = document.getElementById(id)
  if (!el) return false
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({
    top: scrollTopFor(el.getBoundingClientRect().top, window.scrollY, SCROLL_OFFSET_PX),
    behavior: reduce ? 'auto' : 'smooth',
  })
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1')
  el.focus({ preventScroll: true })
  if ('onscrollend' in window) window.addEventListener('scrollend', () => holdInPlace(el), { once: true })
  return true
}

/** How long a section is kept in place after the page has scrolled to it. */
const HOLD_MS = 5000

/**
 * Widgets above a section may appear after the page has scrolled to it: the trade-news ticker wakes as the page scrolls
 * past its place, then waits for its news, and the browser's scroll anchoring does not see it under the sticky header.
 * Until the visitor scrolls on their own (or HOLD_MS have passed), keep the section where the scroll put it.
 */
function holdInPlace(el: HTMLElement) {
  let landed = window.scrollY
  const place = () => {
    const top = scrollTopFor(el.getBoundingClientRect().top, window.scrollY, SCROLL_OFFSET_PX)
    if (window.scrollY !== landed || top === landed) return
    landed = top
    window.scrollTo({ top, behavior: 'instant' })
  }
  const resized = new ResizeObserver(place)
  resized.observe(document.body)
  const stop = () => {
    resized.disconnect()
    window.removeEventListener('scroll', onScroll)
  }
  const onScroll = () => window.scrollY !== landed && stop()
  window.addEventListener('scroll', onScroll, { passive: true })
  window.setTimeout(stop, HOLD_MS)
}

/**
 * Installed by the client entry on every page, before and without the header's hydration.
 * Takes over in-page anchors on the whole document (links anywhere on the page, not only the header's),
 * and on the home page scrolls to the section another page stored. Returns the cleanup.
 */
export function installHashNavigation(): () => void {
  function onClick(e: MouseEvent) {
    if (!isPlainClick(e)) return
    const a = (e.target as Element | null)?.closest?.('a[href]')
    if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download')) return
    const action = resolveHashLink(a.href, window.location.href, (id) => document.getElementById(id) !== null)
    if (action.kind === 'scroll') {
      e.preventDefault()
      // The phone menu before the header hydrates is a <details>: choosing a link in it closes it, as the live menu does.
      a.closest('details[open]')?.removeAttribute('open')
      const hash = `#${encodeURIComponent(action.id)}`
      if (window.location.hash !== hash) window.history.pushState(null, '', hash)
      scrollToSection(action.id)
    } else if (action.kind === 'go-home') {
      e.preventDefault()
      storeSection(session(), STORED_SECTION_KEY, action.id)
      window.location.assign(action.href)
    }
  }
  document.addEventListener('click', onClick)

  const timer = isHomePath(window.location.pathname)
    ? window.setTimeout(
        () => restoreStoredSection(session(), STORED_SECTION_KEY, scrollToSection),
        STORED_SECTION_DELAY_MS,
      )
    : undefined

  return () => {
    document.removeEventListener('click', onClick)
    window.clearTimeout(timer)
  }
}

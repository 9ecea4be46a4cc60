import { SCROLL_OFFSET_PX, STORED_SECTION_DELAY_MS, STORED_SECTION_KEY } from './constants'
import { isHomePath, isPlainClick, resolveHashLink, restoreStoredSection, storeSection } from './hashLinks'

/** sessionStorage, or undefined where the browser denies it. */
function session(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** How long after a link is followed its section is kept in place (see holdInPlace). */
const HOLD_MS = 5000

/** The scroll to a section in progress: its wait for the end of the scroll, then its hold. A newer one ends it. */
let current: AbortController | undefined

/**
 * Smoothly scrolls to the element with this id, SCROLL_OFFSET_PX below the top (instantly under reduced motion),
 * and moves keyboard focus there as following a native anchor would. Returns false if there is no such element.
 */
function scrollToSection(id: string): boolean {
  const el = document.getElementById(id)
  if (!el) return false
  current?.abort()
  const scroll = new AbortController()
  current = scroll
  window.setTimeout(() => scroll.abort(), HOLD_MS)

  // A section that fades in (public/reveal.js) is drawn 24 px low until it has: show it now, without the slide, so the
  // scroll is measured to where the section stays (else the page scrolls past it, then jumps back when the slide ends).
  el.closest('[data-reveal]')?.classList.add('is-visible', 'reveal-now')
  const top = scrollTopOf(el)
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top, behavior: reduce ? 'instant' : 'smooth' })
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1')
  el.focus({ preventScroll: true })

  // Hold the section only once this scroll has ended where it was sent: a 'scrollend' may still be on its way from an
  // earlier scroll (the previous link's, or the page moving a moment before the click), and holding from there would
  // throw the smooth scroll to its end at once; a scroll the visitor stops on the way is theirs.
  const arrived = () => Math.abs(window.scrollY - Math.min(top, maxScrollTop())) <= 1
  if (arrived()) holdInPlace(el, scroll)
  else if ('onscrollend' in window) {
    const onEnd = () => {
      if (!arrived()) return
      window.removeEventListener('scrollend', onEnd)
      holdInPlace(el, scroll)
    }
    window.addEventListener('scrollend', onEnd, { signal: scroll.signal })
  }
  return true
}

/** The window scroll position that puts `el` SCROLL_OFFSET_PX below the top of the viewport (never above the page). */
const scrollTopOf = (el: Element) =>
  Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX))
const maxScrollTop = () => document.documentElement.scrollHeight - window.innerHeight

/**
 * Widgets above a section may appear after the page has scrolled to it: the trade-news ticker wakes as the page scrolls
 * past its place, then waits for its news, and the browser's scroll anchoring does not see it under the sticky header.
 * Until the visitor scrolls on their own, another link is followed or HOLD_MS have passed, keep the section where the
 * scroll put it.
 */
function holdInPlace(el: HTMLElement, scroll: AbortController) {
  let landed = window.scrollY
  const place = () => {
    const top = scrollTopOf(el)
    if (window.scrollY !== landed || top === landed) return
    landed = top
    window.scrollTo({ top, behavior: 'instant' })
  }
  const resized = new ResizeObserver(place)
  resized.observe(document.body)
  scroll.signal.addEventListener('abort', () => resized.disconnect(), { once: true })
  const onScroll = () => window.scrollY !== landed && scroll.abort()
  window.addEventListener('scroll', onScroll, { passive: true, signal: scroll.signal })
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
      // The phone menu before the header hydrates is a <details>, each section too: choosing a link in it closes it and
      // collapses its sections, as the live menu does.
      const menu = a.closest('.mm-details')
      if (menu) for (const details of [menu, ...menu.querySelectorAll('details')]) details.removeAttribute('open')
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

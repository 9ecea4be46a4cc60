import { SCROLL_OFFSET_PX, STORED_SECTION_DELAY_MS, STORED_SECTION_KEY } from './constants'
import { isHomePath, isPlainClick, resolveHashLink, restoreStoredSection, scrollTopFor, storeSection } from './hashLinks'

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
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id)
  if (!el) return false
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({
    top: scrollTopFor(el.getBoundingClientRect().top, window.scrollY, SCROLL_OFFSET_PX),
    behavior: reduce ? 'auto' : 'smooth',
  })
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1')
  el.focus({ preventScroll: true })
  return true
}

/**
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
    ? window.setTimeout(() => restoreStoredSection(session(), STORED_SECTION_KEY, scrollToSection), STORED_SECTION_DELAY_MS)
    : undefined

  return () => {
    document.removeEventListener('click', onClick)
    window.clearTimeout(timer)
  }
}

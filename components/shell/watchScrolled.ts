import { SCROLLED_THRESHOLD_PX } from './constants'

/**
 * Gives the header's bar its scrolled style (data-scrolled) once the page has scrolled past SCROLLED_THRESHOLD_PX.
 * Plain DOM code in the client entry, so the style follows the scroll before, and without, the header's hydration.
 */
export function watchScrolled() {
  const bar = document.querySelector('.nav-bar')
  if (!bar) return
  const check = () => bar.setAttribute('data-scrolled', String(window.scrollY > SCROLLED_THRESHOLD_PX))
  check()
  window.addEventListener('scroll', check, { passive: true })
}

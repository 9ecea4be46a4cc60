/** How many overlays (the phone menu, the search dialog over it) keep the page from scrolling right now. */
let locks = 0

/**
 * Keeps the page behind an overlay from scrolling under the finger, until every overlay that asked has let go: the
 * search dialog opened over the phone menu and closed again leaves the page locked while the menu is open.
 * Returns the function that lets go (once).
 */
export function lockScroll(): () => void {
  if (locks++ === 0) document.documentElement.style.setProperty('overflow', 'hidden')
  let held = true
  return () => {
    if (!held) return
    held = false
    if (--locks === 0) document.documentElement.style.removeProperty('overflow')
  }
}

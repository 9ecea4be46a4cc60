/** The nearest ancestor of `el` that scrolls sideways (its content wider than itself), if any. */
function sidewaysRow(el: HTMLElement): HTMLElement | undefined {
  for (let row = el.parentElement; row && row !== document.body; row = row.parentElement) {
    const { overflowX } = getComputedStyle(row)
    if ((overflowX === 'auto' || overflowX === 'scroll') && row.scrollWidth > row.clientWidth) return row
  }
  return undefined
}

/**
 * Keeps what keyboard focus reaches wholly in sight in a row that scrolls sideways (an industry-voice page's topics on a
 * phone, the partners' tabs, a wide table): the browser scrolls such a row only when the focused element is entirely
 * out of it, so Tab left the next topic cut by the row's edge, its focus ring half hidden. Installed by the client
 * entry on every page; returns the cleanup.
 */
export function installFocusInView(): () => void {
  function onFocus(e: FocusEvent) {
    const el = e.target
    if (!(el instanceof HTMLElement) || !el.matches(':focus-visible')) return
    const row = sidewaysRow(el)
    if (!row) return
    const box = el.getBoundingClientRect()
    const view = row.getBoundingClientRect()
    if (box.left < view.left || box.right > view.right) el.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
  document.addEventListener('focusin', onFocus)
  return () => document.removeEventListener('focusin', onFocus)
}

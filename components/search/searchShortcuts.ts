/** Sent on `document` when a shortcut asks for the search; the header's live search box cancels it once it opened. */
export const OPEN_SEARCH_EVENT = 'site-search:open'

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

let installed = false

/**
 * `/` (outside a text field) and Ctrl+K or ⌘+K open the site search. Plain DOM, no React: it can run before the header
 * island hydrates. Until then it focuses the header's search box (or, where the box is hidden, opens /search).
 */
export function installSearchShortcuts() {
  if (installed) return
  installed = true
  // Lets a test (or a style) tell when the shortcuts answer.
  document.documentElement.setAttribute('data-search-shortcuts', '')
  document.addEventListener('keydown', (e) => {
    const commandK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k'
    const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)
    if ((!commandK && !slash) || e.defaultPrevented) return
    e.preventDefault()
    const handled = !document.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { cancelable: true }))
    if (handled) return
    const box = [...document.querySelectorAll<HTMLInputElement>('header input[name="q"]')].find((el) => el.getClientRects().length > 0)
    if (box) box.focus()
    else location.assign('/search')
  })
}

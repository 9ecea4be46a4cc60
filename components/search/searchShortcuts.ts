/** Sent on `document` when a shortcut asks for the search; the header's live search box cancels it once it opened. */
export const OPEN_SEARCH_EVENT = 'site-search:open'

/** Set on the header's box when the visitor asked for the search before the header was live: it opens on waking. */
export const OPEN_ON_WAKE = 'data-open-on-wake'

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

let installed = false
/** Where focus was when a shortcut moved it to the box before the header was live: it goes back there on close. */
let focusedBefore: HTMLElement | null = null

/** The element a pre-wake shortcut took focus from (once). */
export function takeFocusBeforeShortcut() {
  const el = focusedBefore
  focusedBefore = null
  return el
}

/**
 * A press on the header's box: focus, with all it holds selected, not the caret where the press landed (letters typed
 * at once, while the dialog is on its way, replace a results page's query rather than go in before it). On the press,
 * not its release: focusing widens the box under the pointer, so the release may land on another element.
 */
function pressBox(e: MouseEvent) {
  if (!(e.target instanceof HTMLInputElement && e.target.matches('header input[name="q"]'))) return
  e.preventDefault()
  e.target.focus()
  e.target.select()
}

/**
 * `/` (outside a text field) and Ctrl+K or ⌘+K open the site search. Plain DOM, no React: it can run before the header
 * island hydrates. Until then it focuses the header's search box (or, where the box is hidden, opens /search).
 */
export function installSearchShortcuts() {
  if (installed) return
  installed = true
  // Lets a test (or a style) tell when the shortcuts answer.
  document.documentElement.setAttribute('data-search-shortcuts', '')
  // A press on the box before the header is live is remembered, so the dialog opens as the header wakes.
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (e.target instanceof HTMLInputElement && e.target.matches('header input[name="q"]'))
        e.target.setAttribute(OPEN_ON_WAKE, '')
    },
    true,
  )
  document.addEventListener('mousedown', pressBox, true)
  document.addEventListener('keydown', (e) => {
    const commandK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k'
    const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)
    if ((!commandK && !slash) || e.defaultPrevented) return
    e.preventDefault()
    const handled = !document.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { cancelable: true }))
    if (handled) return
    const box = [...document.querySelectorAll<HTMLInputElement>('header input[name="q"]')].find(
      (el) => el.getClientRects().length > 0,
    )
    if (box) {
      focusedBefore =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null
      box.setAttribute(OPEN_ON_WAKE, '')
      box.focus()
    } else location.assign('/search')
  })
}

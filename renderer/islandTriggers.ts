// Wakes each island when `hydrateOn` (components/islands.ts) says, and hands it what the visitor did while its code
// was on its way: buttons pressed are pressed again once the widget is live, text typed is passed to it, and the keys
// that move within a composite widget (the arrows on a tab) are pressed again where focus is.
// Plain DOM code: it runs on every page before any island's code, so it stays a few hundred bytes.

/**
 * What counts as the visitor reaching for a widget: a pointer moving over it or pressing it, a finger, focus, a key.
 * Not a pointer that merely rests where the widget is painted as the page opens: the browser announces that as the
 * pointer coming over it (pointerover), though nobody moved.
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** The keys a composite widget (tabs, a listbox, a menu…) moves by, on its items: the widget answers them once live. */
const MOVE_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']
const COMPOSITE_ITEM = '[role="tab"], [role="option"], [role="menuitem"], [role="radio"], [role="treeitem"]'

/**
 * Hydrates one island; resolves once React has taken it over. It loads the widget's code, then waits for `ready` (a
 * press in progress to end) before React takes the island's elements over.
 */
type Hydrate = (el: HTMLElement, ready: () => Promise<void>) => Promise<void>

export function watchIslands(hydrate: Hydrate) {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) watchIsland(el, hydrate)
}

function watchIsland(el: HTMLElement, hydrate: Hydrate) {
  const on = (el.dataset.hydrate ?? '').split(' ')
  // The header's island wakes with the whole header: reaching for the address bar is reaching for the menu.
  const area = el.closest('header') ?? el
  const pressed: HTMLButtonElement[] = []
  const recordPress = (e: Event) => {
    const button = (e.target as Element).closest('button')
    // A form's submit button already did its job without JavaScript (a plain POST).
    if (!button || (button.type === 'submit' && button.form) || el.dataset.replay === 'off') return
    // A press while the widget's code is arriving may reach React itself: it hydrates at once to answer it (the
    // widget is then marked live before this click has finished). Handing that press over again would press twice.
    queueMicrotask(() => el.hasAttribute('data-hydrated') || pressed.push(button))
  }
  const keys: string[] = []
  const recordKey = (e: KeyboardEvent) => {
    if (!MOVE_KEYS.includes(e.key) || !(e.target as Element).matches(COMPOSITE_ITEM) || el.dataset.replay === 'off')
      return
    // The widget would not scroll the page with them either.
    e.preventDefault()
    queueMicrotask(() => el.hasAttribute('data-hydrated') || keys.push(e.key))
  }
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>()
  const recordTyping = (e: Event) => {
    const field = e.target
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value)
  }
  let woken = false
  let observer: IntersectionObserver | undefined
  const wake = () => {
    if (woken) return
    woken = true
    for (const type of INTERACTIONS) area.removeEventListener(type, wake, true)
    observer?.disconnect()
    // The press that woke the island paints its answer first (a menu opening, a button's focus); only then does the
    // widget's code load and run, so the visitor never waits for it.
    afterNextPaint()
      .then(() => hydrate(el, pressFinished))
      .then(() => {
        el.removeEventListener('click', recordPress, true)
        el.removeEventListener('input', recordTyping, true)
        el.removeEventListener('keydown', recordKey, true)
        for (const [field, text] of typed) passTypedText(field, text)
        for (const button of pressed) button.click()
        // Each key where focus is by then: the first arrow may have moved it to the next tab.
        for (const key of keys) {
          const item = document.activeElement
          if (item && el.contains(item) && item.matches(COMPOSITE_ITEM))
            item.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
        }
      })
      .catch((error: unknown) => console.error(`Could not load the ${el.dataset.island} widget`, error))
  }

  el.addEventListener('click', recordPress, true)
  el.addEventListener('input', recordTyping, true)
  el.addEventListener('keydown', recordKey, true)
  for (const type of INTERACTIONS) area.addEventListener(type, wake, { capture: true, passive: true })
  if (on.includes('query') && window.location.search) wake()
  if (on.includes('visible')) {
    // A little before it scrolls onto the screen, so a carousel is already moving when the visitor sees it.
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: '200px 0px',
    })
    // An island is `display: contents`, with no box of its own: watch what it shows in the page (not a fixed overlay,
    // such as the contact form's toasts, always on screen) or, while it shows nothing (the ticker waits for its
    // news), the element just after its place.
    const shown = [...el.children].filter((child) => getComputedStyle(child).position !== 'fixed')
    for (const target of shown.length ? shown : [el.nextElementSibling ?? el.parentElement])
      if (target) observer.observe(target)
  }
}

/**
 * A press in progress (a mouse button or a finger down). Hydrating under it would replace the element pressed (the
 * phone menu's <summary> becomes React's button) between its pointerdown and its pointerup, and the click would land on
 * neither: the press that woke the header would open nothing. React takes the island over once the press has ended and
 * its click has been answered by the HTML (the <details> opened); the code loads meanwhile.
 */
let pressing = false
const onPressEnd: (() => void)[] = []
addEventListener('pointerdown', () => (pressing = true), { capture: true, passive: true })
for (const type of ['pointerup', 'pointercancel'])
  addEventListener(
    type,
    // After this event's click, which the browser dispatches right after the pointerup.
    () =>
      setTimeout(() => {
        pressing = false
        for (const resolve of onPressEnd.splice(0)) resolve()
      }, 0),
    { capture: true, passive: true },
  )
/** Resolves at once, or once the press in progress has ended (a long press holds nothing back for more than 2 s). */
const pressFinished = () =>
  pressing
    ? new Promise<void>((resolve) => {
        onPressEnd.push(resolve)
        setTimeout(resolve, 2000)
      })
    : Promise.resolve()

/** Resolves once the browser has painted the page, so the page is never held back for a widget's code. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * Text typed into a field before hydration: React took the field over believing it holds what the server wrote, and
 * its first render may even write that back. Set something else through React's own value tracker, the typed text past
 * it, and announce an input: the widget's onChange then receives what the visitor typed.
 */
function passTypedText(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text ? '' : ' '
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

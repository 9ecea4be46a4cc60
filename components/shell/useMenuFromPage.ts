import { useEffect, useLayoutEffect, type RefObject } from 'react'
import { useMenuStore } from '../../stores/useMenuStore'

/**
 * Until the header hydrates, its menus are HTML: a desktop sub-menu shows under the pointer or focus (CSS), the phone
 * menu and each of its sections are a <details>. Whatever the visitor has open when React takes over stays open, and
 * nothing else opens: the store starts from what the page shows, before the browser paints the live header.
 */
export function useMenuFromPage(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = bar.current
    if (!root) return
    if (root.querySelector<HTMLDetailsElement>('.mm-details')?.open) {
      const expanded = [...root.querySelectorAll<HTMLElement>('.mm-section[open]')].map((s) => s.dataset.section ?? '')
      useMenuStore.setState({ isOpen: true, expanded })
    }
    const shown = [...root.querySelectorAll('.nav-panel')].find((panel) => panel.getClientRects().length > 0)
    // Under a resting mouse it was the mouse's (CSS :hover): a click on its arrow keeps it open, as after hydration.
    // A finger's tap leaves :hover behind as well, but opened it as a press: the next tap closes it.
    const byHover = window.matchMedia('(hover: hover)').matches && Boolean(shown?.matches('.nav-item:hover > *'))
    if (shown) useMenuStore.getState().showDropdown(shown.id.replace(/^nav-panel-/, ''), byHover)
  }, [bar])

  // The <details>' summary gives way to the live menu button: keep the visitor's focus on the menu's button.
  useEffect(() => {
    if (document.activeElement?.matches('.mm-summary')) bar.current?.querySelector<HTMLElement>('.mm-toggle')?.focus()
  }, [bar])
}

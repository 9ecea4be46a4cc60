import { useEffect, useLayoutEffect, type RefObject } from 'react'
import type { NavItem } from '../../content/navigation'
import { useMenuStore } from '../../stores/useMenuStore'

/**
 * Until the header hydrates, its menus are HTML: a desktop sub-menu shows under the pointer or focus (CSS), the phone
 * menu is a <details>. Whatever the visitor has open when React takes over stays open: the store starts from what the
 * page shows, before the browser paints the live header. The phone menu keeps every section expanded, as it was.
 */
export function useMenuFromPage(bar: RefObject<HTMLElement | null>, items: readonly NavItem[]) {
  useLayoutEffect(() => {
    const root = bar.current
    if (!root) return
    if (root.querySelector<HTMLDetailsElement>('.mm-details')?.open) {
      useMenuStore.setState({ isOpen: true, expanded: items.filter((i) => i.isDropdown).map((i) => i.id) })
    }
    const shown = [...root.querySelectorAll('.nav-panel')].find((panel) => panel.getClientRects().length > 0)
    if (shown) useMenuStore.getState().showDropdown(shown.id.replace(/^nav-panel-/, ''))
  }, [bar, items])

  // The <details>' summary gives way to the live menu button: keep the visitor's focus on the menu's button.
  useEffect(() => {
    if (document.activeElement?.matches('.mm-summary')) bar.current?.querySelector<HTMLElement>('.mm-toggle')?.focus()
  }, [bar])
}

import { create } from 'zustand'

/** The header menus' state: the phone's full-screen menu (open, which sections are expanded) and the open desktop dropdown. */
type MenuState = {
  /** The full-screen menu below the medium width. */
  isOpen: boolean
  /** Ids of the full-screen menu's dropdown sections that are expanded; each expands on its own, all start collapsed. */
  expanded: readonly string[]
  /** Id of the desktop dropdown that is open, if any (one at a time). */
  openDropdown: string | null
  /**
   * Whether the resting pointer opened it (after hydration by the hover timer, before it by CSS): a click on its arrow
   * then keeps it open rather than closing it under the pointer.
   */
  openedByHover: boolean
  open: () => void
  /** Closes the full-screen menu and collapses its sections. */
  close: () => void
  toggle: () => void
  /** Expands or collapses one section (each is a <details>: this follows its toggle). */
  setSection: (id: string, expanded: boolean) => void
  showDropdown: (id: string, byHover?: boolean) => void
  hideDropdown: (id?: string) => void
}

export const useMenuStore = create<MenuState>()((set) => ({
  isOpen: false,
  expanded: [],
  openDropdown: null,
  openedByHover: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false, expanded: [] }),
  toggle: () => set((s) => (s.isOpen ? { isOpen: false, expanded: [] } : { isOpen: true })),
  setSection: (id, expanded) =>
    set((s) =>
      expanded === s.expanded.includes(id)
        ? s
        : { expanded: expanded ? [...s.expanded, id] : s.expanded.filter((x) => x !== id) },
    ),
  showDropdown: (id, byHover = false) => set({ openDropdown: id, openedByHover: byHover }),
  /** Hides `id` if it is the open one (a late hover timer must not close another), or whichever is open. */
  hideDropdown: (id) =>
    set((s) => (id === undefined || s.openDropdown === id ? { openDropdown: null, openedByHover: false } : s)),
}))

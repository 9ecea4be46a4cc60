import { useEffect, useRef, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import type { NavItem } from '../../content/navigation'
import { useMenuStore } from '../../stores/useMenuStore'
import { SUBMENU_HOVER_DELAY_MS } from './constants'
import { DropdownList } from './DropdownList'
import { Icon } from './icons'
import { ariaCurrent } from './ariaCurrent'
import { linkHref } from './linkHref'

/**
 * The desktop menu list (from the nav width up, theme.breakpoints.nav), inside the header's 'Main' nav. Entries with a dropdown follow the WAI-ARIA disclosure
 * navigation pattern with top-level links: the name is a real link to the section's page, the chevron beside it
 * is a button (aria-expanded) that shows the sub-menu; Escape closes it and returns focus to that button.
 * A resting mouse opens the sub-menu after SUBMENU_HOVER_DELAY_MS. Without JavaScript, hover and focus open it (CSS).
 */
export function DesktopNav({ items, currentPath }: { items: readonly NavItem[]; currentPath: string }) {
  const openDropdown = useMenuStore((s) => s.openDropdown)
  const listRef = useRef<HTMLUListElement>(null)

  // A press anywhere outside the menu closes the open sub-menu; so does Escape wherever focus is, for a sub-menu the
  // pointer opened too (WCAG 1.4.13: content shown on hover can be dismissed without moving the pointer).
  useEffect(() => {
    if (!openDropdown) return
    const { hideDropdown } = useMenuStore.getState()
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (!listRef.current?.contains(e.target as Node)) hideDropdown()
    }
    const onKeyDown = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && hideDropdown()
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [openDropdown])

  return (
    <ul className="nav-list" ref={listRef}>
      {items.map((item, index) => (
        <Entry key={item.id} item={item} alignEnd={index >= items.length / 2} currentPath={currentPath} />
      ))}
    </ul>
  )
}

const noSubscription = () => () => {}

/**
 * False on the server and while React hydrates the page's HTML, true once the header is live. Until then hover and focus
 * open a sub-menu by CSS, which its button cannot tell: it says nothing rather than 'collapsed' over an open panel.
 */
const useLive = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

function Entry({ item, alignEnd, currentPath }: { item: NavItem; alignEnd: boolean; currentPath: string }) {
  const open = useMenuStore((s) => s.openDropdown === item.id)
  const live = useLive()
  const { showDropdown, hideDropdown } = useMenuStore.getState()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const hoverTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(hoverTimer.current), [])

  const topLink = (
    <a className="nav-link" href={linkHref(item.href)} aria-current={ariaCurrent(item.href, currentPath)}>
      {item.name}
    </a>
  )
  if (!item.isDropdown) return <li className="nav-item">{topLink}</li>

  const panelId = `nav-panel-${item.id}`
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return
    window.clearTimeout(hoverTimer.current)
    hoverTimer.current = window.setTimeout(() => showDropdown(item.id, true), SUBMENU_HOVER_DELAY_MS)
  }
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return
    window.clearTimeout(hoverTimer.current)
    hideDropdown(item.id)
  }
  const onToggle = () => {
    window.clearTimeout(hoverTimer.current)
    // A click on a chevron whose menu the mouse has just opened keeps it open rather than closing it under the pointer.
    if (open && !useMenuStore.getState().openedByHover) hideDropdown(item.id)
    else showDropdown(item.id)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      hideDropdown(item.id)
      toggleRef.current?.focus()
    }
  }
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) hideDropdown(item.id)
  }

  return (
    <li
      className="nav-item"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {topLink}
      <button
        ref={toggleRef}
        className="nav-toggle"
        type="button"
        aria-expanded={live ? open : undefined}
        aria-controls={panelId}
        aria-label={`${item.name} menu`}
        onClick={onToggle}
      >
        <Icon name="chevronDown" size={16} />
      </button>
      <div
        id={panelId}
        className={alignEnd ? 'nav-panel nav-panel--end' : 'nav-panel'}
        data-open={open ? '' : undefined}
        onClick={() => hideDropdown(item.id)}
      >
        <div className={(item.dropdownItems?.length ?? 0) > 5 ? 'nav-card nav-card--wide' : 'nav-card'}>
          <DropdownList item={item} currentPath={currentPath} />
        </div>
      </div>
    </li>
  )
}

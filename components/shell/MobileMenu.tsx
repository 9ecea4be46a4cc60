import { useEffect, useRef, type CSSProperties, type MouseEvent } from 'react'
import type { HeaderLabels, NavItem } from '../../content/navigation'
import type { NavLink } from '../../content/site'
import { theme } from '../../renderer/theme'
import { useMenuStore } from '../../stores/useMenuStore'
import { DropdownList } from './DropdownList'
import { trapTarget } from './focusTrap'
import { Icon } from './icons'
import { isCurrentLink } from './isCurrentLink'
import { linkHref } from './linkHref'
import { lockScroll } from './scrollLock'

const PANEL_ID = 'site-menu'

/** Each item's place in the 0.05 s stagger (theme.motion.stagger), read by the CSS animation delay. */
const order = (i: number) => ({ '--i': i }) as CSSProperties

/**
 * The phone menu (below the medium width): a full-screen panel under the bar, opened and closed by one button,
 * with each dropdown entry expanding on its own. State lives in useMenuStore. While open, Tab stays inside
 * and Escape closes it; choosing any link closes it.
 * Without JavaScript the same panel sits in a <details>, its <summary> standing in for the button, all sections expanded.
 */
export function MobileMenu(props: {
  items: readonly NavItem[]
  cta: NavLink
  email: string
  currentPath: string
  labels: HeaderLabels
}) {
  const { items, cta, email, currentPath, labels } = props
  const isOpen = useMenuStore((s) => s.isOpen)
  const expanded = useMenuStore((s) => s.expanded)
  const { toggle, close, toggleSection } = useMenuStore.getState()
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const root = rootRef.current
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close()
        toggleRef.current?.focus()
      } else if (e.key === 'Tab' && root) {
        const nodes = [...root.querySelectorAll<HTMLElement>('a[href], button')].filter(
          (el) => el.getClientRects().length > 0,
        )
        const target = trapTarget(nodes, document.activeElement as HTMLElement | null, e.shiftKey)
        if (target) {
          e.preventDefault()
          target.focus()
        }
      }
    }
    // The page behind must not scroll under the finger while the menu covers it.
    const unlockScroll = lockScroll()
    document.addEventListener('keydown', onKeyDown)
    // Turning a tablet past the medium width hides the menu: close it with it.
    const desktop = window.matchMedia(`(min-width: ${theme.breakpoints.md}px)`)
    const onWide = () => desktop.matches && close()
    desktop.addEventListener('change', onWide)
    return () => {
      unlockScroll()
      document.removeEventListener('keydown', onKeyDown)
      desktop.removeEventListener('change', onWide)
    }
  }, [isOpen, close])

  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a[href]')) close()
  }

  return (
    <div className="mm" ref={rootRef}>
      <button
        ref={toggleRef}
        className="mm-toggle"
        type="button"
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        aria-label={isOpen ? labels.closeMenu : labels.openMenu}
        onClick={toggle}
      >
        <Icon name={isOpen ? 'x' : 'menu'} />
      </button>
      <details className="mm-details" open={isOpen}>
        <summary className="mm-summary">
          <Icon name="menu" className="mm-when-closed" />
          <Icon name="x" className="mm-when-open" />
          <span className="visually-hidden">{labels.menu}</span>
        </summary>
        <div className="mm-panel" id={PANEL_ID} onClick={onPanelClick}>
          <ul className="mm-items">
            {items.map((item, index) => {
              const sectionId = `${PANEL_ID}-${item.id}`
              const isExpanded = expanded.includes(item.id)
              return (
                <li className="mm-item" key={item.id} style={order(index)}>
                  <div className="mm-row">
                    <a
                      className="mm-link"
                      href={linkHref(item.href)}
                      aria-current={isCurrentLink(item.href, currentPath) ? 'page' : undefined}
                    >
                      {item.name}
                    </a>
                    {item.isDropdown && (
                      <button
                        className="mm-expand"
                        type="button"
                        aria-expanded={isExpanded}
                        aria-controls={sectionId}
                        aria-label={`${item.name} menu`}
                        onClick={() => toggleSection(item.id)}
                      >
                        <Icon name="chevronDown" size={22} />
                      </button>
                    )}
                  </div>
                  {item.isDropdown && (
                    <div className="mm-section" id={sectionId} data-expanded={isExpanded ? '' : undefined}>
                      <DropdownList item={item} />
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
          <div className="mm-footer" style={order(items.length)}>
            <a className="mm-cta" href={linkHref(cta.href)}>
              {cta.name}
            </a>
            <a className="mm-email" href={`mailto:${email}`}>
              <Icon name="mail" size={16} />
              {email}
            </a>
          </div>
        </div>
      </details>
    </div>
  )
}

import { useEffect, useRef, type CSSProperties, type MouseEvent } from 'react'
import type { HeaderLabels, NavItem } from '../../content/navigation'
import type { NavLink } from '../../content/site'
import { atLeast } from '../../renderer/theme'
import { useMenuStore } from '../../stores/useMenuStore'
import { DropdownList } from './DropdownList'
import { trapTarget } from './focusTrap'
import { Icon } from './icons'
import { ariaCurrent } from './ariaCurrent'
import { linkHref } from './linkHref'
import { lockScroll } from './scrollLock'

const PANEL_ID = 'site-menu'

/** Each item's place in the 0.05 s stagger (theme.motion.stagger), read by the CSS animation delay. */
const order = (i: number) => ({ '--i': i }) as CSSProperties

/**
 * The phone menu (below the nav width, theme.breakpoints.nav): a full-screen panel under the bar, opened and closed by one button,
 * showing the top-level entries; each dropdown entry's links sit in a <details> of their own, collapsed until its
 * chevron (the <summary>) expands it. State lives in useMenuStore. While open, Tab stays inside and Escape closes it;
 * choosing any link closes it and collapses the sections.
 * Before the header hydrates, and without JavaScript, the same panel sits in a <details>, its <summary> standing in for
 * the button: the menu and its sections look and work the same with and without script, before and after hydration.
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
  const { toggle, close, setSection } = useMenuStore.getState()
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
        const nodes = [...root.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
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
    // Turning a tablet past the nav width hides the menu: close it with it.
    const desktop = window.matchMedia(atLeast('nav'))
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
            {items.map((item, index) => (
              <li className="mm-item" key={item.id} style={order(index)}>
                <a className="mm-link" href={linkHref(item.href)} aria-current={ariaCurrent(item.href, currentPath)}>
                  {item.name}
                </a>
                {item.isDropdown && (
                  <details
                    className="mm-section"
                    data-section={item.id}
                    open={expanded.includes(item.id)}
                    onToggle={(e) => setSection(item.id, e.currentTarget.open)}
                  >
                    <summary className="mm-expand">
                      <Icon name="chevronDown" size={22} />
                      <span className="visually-hidden">{`${item.name} menu`}</span>
                    </summary>
                    <DropdownList item={item} currentPath={currentPath} />
                  </details>
                )}
              </li>
            ))}
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

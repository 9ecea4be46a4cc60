import { useEffect } from 'react'
import type { NavItem } from '../../content/navigation'
import type { NavLink } from '../../content/site'
import { SCROLLED_THRESHOLD_PX } from './constants'
import { DesktopNav } from './DesktopNav'
import { installHashNavigation } from './hashNavigation'
import { SearchBox } from '../search/SearchBox'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { useScrolled } from './useScrolled'
import { linkHref } from './linkHref'

/**
 * The sticky main bar (an island): logo, desktop nav with dropdowns, 'Get Started', and the phone's full-screen menu.
 * It also owns the page's anchor behaviour (installHashNavigation), so every page gets it once.
 * Its styles are server-rendered by Header (headerStyles.ts) and keyed on these class names, and its content comes
 * in as props (JSON in the page): neither adds to the JavaScript every page loads.
 */
export type NavBarProps = {
  /** The page's path, to mark the current section. */
  currentPath: string
  brand: string
  email: string
  items: readonly NavItem[]
  cta: NavLink
}

export default function NavBar({ currentPath, brand, email, items, cta }: NavBarProps) {
  const scrolled = useScrolled(SCROLLED_THRESHOLD_PX)
  useEffect(() => installHashNavigation(), [])

  return (
    <div className="nav-bar" data-scrolled={scrolled ? 'true' : 'false'}>
      <div className="nav-inner">
        <a className="nav-logo" href="/" aria-label={`${brand} home`}>
          <Logo name={brand} />
        </a>
        {/* One 'Main' landmark: the desktop list and the phone menu are never shown together. */}
        <nav className="nav-main" aria-label="Main">
          <DesktopNav items={items} currentPath={currentPath} />
          <a className="nav-cta" href={linkHref(cta.href)}>
            {cta.name}
          </a>
          <SearchBox />
          <MobileMenu items={items} cta={cta} email={email} currentPath={currentPath} />
        </nav>
      </div>
    </div>
  )
}

import { useRef } from 'react'
import { getStarted as cta, headerLabels as labels, mainNav as items } from '../../content/navigation'
import { site } from '../../content/site'
import { DesktopNav } from './DesktopNav'
import { SearchBox } from '../search/SearchBox'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { linkHref } from './linkHref'
import { useMenuFromPage } from './useMenuFromPage'

/**
 * The sticky main bar (an island): logo, desktop nav with dropdowns, 'Get Started', and the phone's full-screen menu.
 * It hydrates on the visitor's first interaction with the header; until then its HTML is the menu (CSS dropdowns, a
 * <details> phone menu), and a menu opened meanwhile stays open (useMenuFromPage). The anchor scrolling and the
 * scrolled style are plain DOM code in the client entry (renderer/+client.ts), live from the start.
 * Its styles sit beside each part (NavBar.styles.ts, DesktopNav.styles.ts, …) and are rendered on the server by Header,
 * keyed on these class names. Its content (the menu, the brand, the labels) is the same on every page, so it comes with
 * its code, which a visitor's browser keeps once it has loaded it, not as props repeated in every page's HTML (6.6 KB
 * raw, about 0.6 KB as brotli, on each); the page gives it only the path it marks.
 */
export default function NavBar({ currentPath }: { currentPath: string }) {
  const { brand, email } = site
  const barRef = useRef<HTMLDivElement>(null)
  useMenuFromPage(barRef)

  return (
    <div className="nav-bar" ref={barRef}>
      <div className="nav-inner">
        <a className="nav-logo" href="/" aria-label={labels.home}>
          <Logo name={brand} />
        </a>
        {/* One 'Main' landmark: the desktop list and the phone menu are never shown together. */}
        <nav className="nav-main" aria-label={labels.nav}>
          <DesktopNav items={items} currentPath={currentPath} />
          <a className="nav-cta" href={linkHref(cta.href)}>
            {cta.name}
          </a>
          <SearchBox />
          <MobileMenu items={items} cta={cta} email={email} currentPath={currentPath} labels={labels} />
        </nav>
      </div>
    </div>
  )
}

import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { getStarted, headerLabels, mainNav } from '../../content/navigation'
import { site } from '../../content/site'
import { media } from '../../renderer/theme'
import { island } from '../Island'
import { searchBoxStyles } from '../search/SearchBox.styles'
import { searchDialogStyles } from '../search/SearchDialog.styles'
import { desktopNavStyles } from './DesktopNav.styles'
import { dropdownListStyles } from './DropdownList.styles'
import { mobileMenuStyles } from './MobileMenu.styles'
import NavBar from './NavBar'
import { navBarStyles } from './NavBar.styles'
import { TopBar } from './TopBar'
import { screenOnly } from '../mediaStyles'

/** The one interactive part of the shell: logo, main nav, 'Get Started', the phone menu and the page's anchor scrolling. */
const NavBarIsland = island('NavBar', NavBar)

/**
 * The page header: the desktop address bar (static) and the sticky main bar (an island).
 * The header sticks with the address bar scrolled out of view, so only the main bar stays on screen.
 */
export function Header() {
  const { urlPathname } = usePageContext()
  return (
    <Sticky>
      <TopBar />
      <NavBarIsland
        currentPath={urlPathname}
        brand={site.brand}
        email={site.email}
        items={mainNav}
        cta={getStarted}
        labels={headerLabels}
      />
    </Sticky>
  )
}

/**
 * The island's styles are its components' own, keyed on their class names and rendered here on the server, so they
 * arrive with the HTML and add nothing to the island's JavaScript. The header hydrates on the visitor's first
 * interaction with it; until then, and always without JavaScript, the menu is its HTML: the BEFORE_HYDRATION rules make
 * the dropdowns open on hover and focus and the phone menu a <details>.
 */
const Sticky = styled.header`
  ${screenOnly}
  position: sticky;
  z-index: ${(p) => p.theme.z.header};
  top: 0;
  ${media.nav} {
    top: calc(-1 * ${(p) => p.theme.sizes.topBarHeight});
  }
  ${navBarStyles}
  ${desktopNavStyles}
  ${dropdownListStyles}
  ${mobileMenuStyles}
  ${searchBoxStyles}
  ${searchDialogStyles}
`

import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { media } from '../../renderer/theme'
import { island } from '../Island'
import { searchBoxStyles } from '../search/SearchBox.styles'
import { searchDialogStyles } from '../search/SearchDialog.styles'
import { desktopNavStyles, desktopPanelStyles } from './DesktopNav.styles'
import { dropdownListStyles } from './DropdownList.styles'
import { mobileMenuPanelStyles, mobileMenuStyles } from './MobileMenu.styles'
import NavBar from './NavBar'
import { navBarStyles } from './NavBar.styles'
import { TopBar } from './TopBar'
import { screenOnly } from '../mediaStyles'
import { onInteraction } from '../../renderer/pageCss'

/** The one interactive part of the shell: logo, main nav, 'Get Started', the phone menu and the page's anchor scrolling. */
const NavBarIsland = island('NavBar', NavBar)

/**
 * The page header: the desktop address bar (static) and the sticky main bar (an island).
 * The header sticks with the address bar scrolled out of view, so only the main bar stays on screen.
 */
export function Header() {
  const { urlPathname } = usePageContext()
  return (
    <HeaderWithPanels>
      <TopBar />
      <NavBarIsland currentPath={urlPathname} />
    </HeaderWithPanels>
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
  ${mobileMenuStyles}
  ${searchBoxStyles}
`

/**
 * What shows only once the visitor opens something: a sub-menu's card, the phone menu's entries, the search dialog.
 * A group of its own, which a page too large for the first round trip sends after its first screen (renderer/pageCss.ts);
 * what keeps a closed menu hidden stays above, with the bar.
 */
const HeaderWithPanels = styled(Sticky).withConfig({ componentId: onInteraction('header') })`
  ${desktopPanelStyles}
  ${dropdownListStyles}
  ${mobileMenuPanelStyles}
  ${searchDialogStyles}
`

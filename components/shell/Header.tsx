import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { getStarted, mainNav } from '../../content/navigation'
import { site } from '../../content/site'
import { media } from '../../renderer/theme'
import { island } from '../Island'
import { headerStyles } from './headerStyles'
import NavBar from './NavBar'
import { TopBar } from './TopBar'

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
      <NavBarIsland currentPath={urlPathname} brand={site.brand} email={site.email} items={mainNav} cta={getStarted} />
    </Sticky>
  )
}

const Sticky = styled.header`
  position: sticky;
  z-index: ${(p) => p.theme.z.header};
  top: 0;
  ${media.md} { top: calc(-1 * ${(p) => p.theme.sizes.topBarHeight}); }
  ${headerStyles}
`

// https://vike.dev/client — the only client entry. Pages are HTML only; the widgets they mark hydrate as islands.
//
// No widget code loads with the page: each island's code (React and the widget, 45 KB and more) is asked for when the
// visitor first reaches for it or scrolls it into view (islandTriggers.ts, each island's `hydrateOn` in components/islands.ts).
// Until then the page is its HTML, which works on its own: links, forms, the CSS menus. What every page needs from
// the start is plain DOM code here, a few hundred bytes: in-page anchors, the header's scrolled style, the search
// shortcuts (`/`, Ctrl/⌘+K focus the header's search box, which wakes the header) and keyboard focus kept in sight in
// rows that scroll sideways.
import { installSearchShortcuts } from '../components/search/searchShortcuts'
import { installFocusInView } from '../components/shell/focusInView'
import { installHashNavigation } from '../components/shell/hashNavigation'
import { watchScrolled } from '../components/shell/watchScrolled'
import { watchIslands } from './islandTriggers'

installHashNavigation()
installSearchShortcuts()
installFocusInView()
watchScrolled()
watchIslands((el, ready) => import('./hydrateIslands').then(({ hydrateIsland }) => hydrateIsland(el, ready)))

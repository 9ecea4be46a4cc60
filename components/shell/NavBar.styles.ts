import { css } from 'styled-components'
import { below, media } from '../../renderer/theme'
import { SCROLL_OFFSET_PX } from './constants'

/** Selects the header's island before React has taken it over (and always without JavaScript): its CSS-only menu. */
export const BEFORE_HYDRATION = '[data-island]:not([data-hydrated])'

/**
 * The menus' mark for the page the visitor is on: underlined as well as coloured (teal against the other links' ink is
 * 2.8:1, under the 3:1 a mark told by colour alone needs, and a contrast theme paints every link one colour).
 */
export const currentPageMark = css`
  color: ${(p) => p.theme.colors.primary};
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: 0.35em;
`

/**
 * NavBar's styles, keyed on its class names. The header renders them on the server (components/shell/Header.tsx);
 * they sit in a file of their own so that the island's code, which hydrates without styled-components, never imports them.
 */
export const navBarStyles = css`
  .nav-bar {
    background: ${(p) => p.theme.colors.surface};
    border-bottom: 1px solid ${(p) => p.theme.colors.line};
    transition:
      box-shadow ${(p) => p.theme.motion.base} ease,
      border-color ${(p) => p.theme.motion.base} ease;
  }
  .nav-bar[data-scrolled='true'] {
    border-bottom-color: transparent;
    box-shadow: ${(p) => p.theme.shadows.md};
  }
  /* The page's scroll-padding-top keeps what takes focus clear of this sticky bar, but the bar's own controls sit inside
     that strip: Chrome then scrolls a sticky box by its place in the flow, and focusing a menu link (Tab, or a click that
     scrolls it into view) threw the page up some 400 px before an in-page link's smooth scroll began. A margin that
     cancels the padding keeps the bar's row where it is. Not the phone menu's panel or the dropdowns: they scroll on
     their own or below the bar. */
  .nav-logo,
  .nav-link,
  .nav-toggle,
  .nav-cta,
  .mm-toggle,
  .mm-summary,
  .search-form--header * {
    scroll-margin-top: -${SCROLL_OFFSET_PX}px;
  }
  .nav-inner {
    max-width: ${(p) => p.theme.sizes.headerContainer};
    height: ${(p) => p.theme.sizes.headerHeight};
    margin: 0 auto;
    padding: 0 ${(p) => p.theme.space[4]};
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    ${media.sm} {
      padding: 0 ${(p) => p.theme.space[6]};
    }
    ${media.nav} {
      gap: ${(p) => p.theme.space[1]};
      padding: 0 ${(p) => p.theme.space[3]};
    }
    ${media.xl} {
      gap: ${(p) => p.theme.space[3]};
      padding: 0 ${(p) => p.theme.space[6]};
    }
  }
  .nav-logo {
    display: inline-flex;
    flex-shrink: 0;
    color: ${(p) => p.theme.colors.ink};
    border-radius: ${(p) => p.theme.radii.sm};
    svg {
      flex-shrink: 0;
      height: 32px;
      width: auto;
      max-width: none;
    }
    /* Until the extra-large width the menu needs the room: the logo shows its mark only. */
    ${media.nav} {
      margin-right: 0;
      width: 29px;
      overflow: hidden;
    }
    ${media.xl} {
      width: auto;
      overflow: visible;
      margin-right: ${(p) => p.theme.space[2]};
    }
  }
  .nav-cta {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.sizes.tapTarget};
    padding: 0 ${(p) => p.theme.space[5]};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.onAccent};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
    transition: background ${(p) => p.theme.motion.fast} ease;
    &:hover {
      background: ${(p) => p.theme.colors.accentDark};
    }
    ${below.nav} {
      min-height: 40px;
      padding: 0 ${(p) => p.theme.space[4]};
    }
    /* On a zoomed-in phone the bar holds the logo, the search and the menu button only: with the pill too the row was
       wider than the screen and pushed the menu button out of it. The menu's panel ends with the same link. */
    ${below.xxs} {
      display: none;
    }
    ${media.nav} {
      padding: 0 ${(p) => p.theme.space[3]};
      font-size: ${(p) => p.theme.fontSizes.xs};
    }
    ${media.xl} {
      padding: 0 ${(p) => p.theme.space[5]};
      font-size: ${(p) => p.theme.fontSizes.sm};
    }
  }
`

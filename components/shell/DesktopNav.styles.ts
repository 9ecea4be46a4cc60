import { css } from 'styled-components'
import { below, media } from '../../renderer/theme'
import { BEFORE_HYDRATION, currentPageMark } from './NavBar.styles'

/**
 * DesktopNav's styles, keyed on its class names. The header renders them on the server (components/shell/Header.tsx);
 * they sit in a file of their own so that the island's code, which hydrates without styled-components, never imports them.
 */
export const desktopNavStyles = css`
  .nav-main {
    flex: 1;
    align-self: stretch;
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: inherit;
  }
  .nav-list {
    display: flex;
    align-self: stretch;
    margin: 0 auto 0 0;
    ${below.nav} {
      display: none;
    }
    /* Until the extra-large width, where the logo's name takes the room, the entries share what the row has to spare
       (packed to the left they left a gap of up to 250 px before Get Started). */
    ${media.nav} {
      flex: 1;
      justify-content: space-evenly;
    }
    ${media.xl} {
      flex: initial;
      justify-content: normal;
    }
  }
  .nav-item {
    position: relative;
    display: flex;
    align-items: center;
  }
  .nav-link {
    display: inline-flex;
    align-items: center;
    /* 'Supply Chain Clearing House' wraps onto two lines until there is room for it on one. */
    max-width: 8rem;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[1]};
    border-radius: ${(p) => p.theme.radii.md};
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    line-height: 1.25;
    text-decoration: none;
    transition:
      color ${(p) => p.theme.motion.fast} ease,
      background ${(p) => p.theme.motion.fast} ease;
    &:hover {
      color: ${(p) => p.theme.colors.primary};
      background: ${(p) => p.theme.colors.surfaceAlt};
    }
    &[aria-current] {
      ${currentPageMark}
    }
    ${media.xl} {
      max-width: 9rem;
      padding: ${(p) => p.theme.space[2]} 6px;
    }
    /* From this width there is room for it on one line beside the search. */
    ${media.xxl} {
      max-width: none;
      white-space: nowrap;
    }
  }
  .nav-toggle {
    display: inline-grid;
    place-items: center;
    /* 24 px: the smallest target WCAG 2.2 allows. */
    width: 24px;
    height: 32px;
    padding: 0;
    border: 0;
    border-radius: ${(p) => p.theme.radii.sm};
    background: transparent;
    color: ${(p) => p.theme.colors.muted};
    cursor: pointer;
    svg {
      transition: transform ${(p) => p.theme.motion.fast} ease;
    }
    &:hover {
      color: ${(p) => p.theme.colors.primary};
      background: ${(p) => p.theme.colors.surfaceAlt};
    }
    &[aria-expanded='true'] {
      color: ${(p) => p.theme.colors.primary};
    }
    &[aria-expanded='true'] svg {
      transform: rotate(180deg);
    }
    /* Without JavaScript the button could do nothing: hover and focus open the sub-menu instead. With JavaScript it is
       there from the start (the bar does not move when the header hydrates); before that, hover and focus open it too. */
    @media (scripting: none) {
      display: none;
    }
  }
  .nav-panel {
    display: none;
    position: absolute;
    z-index: ${(p) => p.theme.z.dropdown};
    top: 100%;
    left: 0;
    /* A transparent strip between the bar and the card keeps the pointer inside the entry on its way down. */
    padding-top: ${(p) => p.theme.space[1]};
    &[data-open] {
      display: block;
    }
  }
  .nav-panel--end {
    left: auto;
    right: 0;
  }
  ${BEFORE_HYDRATION} .nav-item:hover > .nav-panel, ${BEFORE_HYDRATION} .nav-item:focus-within > .nav-panel {
    display: block;
  }
`

/** The dropdown's card: shown only once a sub-menu opens (Header.tsx: what shows on interaction). */
export const desktopPanelStyles = css`
  .nav-card {
    width: 25rem;
    padding: ${(p) => p.theme.space[2]};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadows.lg};
  }
  .nav-card--wide {
    width: 34rem;
    .dd-list {
      grid-template-columns: 1fr 1fr;
    }
  }
`

import { css, keyframes } from 'styled-components'
import { media } from '../../renderer/theme'
import { BEFORE_HYDRATION, currentPageMark } from './NavBar.styles'

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`

const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.theme.sizes.tapTarget};
  height: ${(p) => p.theme.sizes.tapTarget};
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  list-style: none;
`

/**
 * MobileMenu's styles, keyed on its class names. The header renders them on the server (components/shell/Header.tsx);
 * they sit in a file of their own so that the island's code, which hydrates without styled-components, never imports them.
 */
export const mobileMenuStyles = css`
  /* The box is the button's size from the first frame: the browser may paint while the header is half parsed, and an
     empty <details> would show its default 'Details' summary and push the bar's links aside (a layout shift). */
  .mm {
    position: relative;
    display: flex;
    align-items: center;
    width: ${(p) => p.theme.sizes.tapTarget};
    height: ${(p) => p.theme.sizes.tapTarget};
    ${media.nav} {
      display: none;
    }
  }
  .mm-details {
    position: absolute;
    inset: 0;
  }
  .mm-toggle {
    position: relative;
    z-index: 1;
  }
  .mm-details:not(:has(> summary)) {
    visibility: hidden;
  }
  .mm-toggle,
  .mm-summary {
    ${iconButton}
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.ink};
  }
  .mm-toggle[aria-expanded='true'],
  .mm-details[open] > .mm-summary {
    background: ${(p) => p.theme.colors.navy};
    color: ${(p) => p.theme.colors.onDark};
  }
  .mm-summary {
    display: none;
  }
  .mm-summary::-webkit-details-marker {
    display: none;
  }
  .mm-when-open,
  .mm-details[open] .mm-when-closed {
    display: none;
  }
  .mm-details[open] .mm-when-open {
    display: block;
  }
  /* Until the header hydrates the <details>' summary is the menu button; then the live button takes its place. */
  ${BEFORE_HYDRATION} .mm-toggle {
    display: none;
  }
  ${BEFORE_HYDRATION} .mm-summary {
    display: inline-grid;
  }
  /* A closed <details> keeps its content's boxes (content-visibility: hidden), and the containment makes it the fixed
     panel's containing block: the closed panel then stuck out past the window's right edge and, with large text, made
     pages scroll sideways. */
  .mm-details:not([open]) > .mm-panel {
    display: none;
  }
`

/** The open menu's panel and entries: shown only once the menu opens (Header.tsx: what shows on interaction). */
export const mobileMenuPanelStyles = css`
  .mm-panel {
    position: fixed;
    z-index: ${(p) => p.theme.z.menu};
    inset: ${(p) => p.theme.sizes.headerHeight} 0 0 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[10]};
    background: ${(p) => p.theme.colors.surface};
    border-top: 1px solid ${(p) => p.theme.colors.line};
  }
  /* Each entry is its link and, for a dropdown entry, a <details> whose <summary> (the chevron) sits at the end of the
     link's row and whose links show below it. */
  .mm-item {
    --mm-row: 3.5rem;
    position: relative;
    border-bottom: 1px solid ${(p) => p.theme.colors.line};
  }
  /* Items slide in one after another, theme.motion.stagger apart; not at all under reduced motion. */
  .mm-details[open] .mm-item,
  .mm-details[open] .mm-footer {
    animation: ${slideIn} ${(p) => p.theme.motion.base} ease-out both;
    animation-delay: calc(var(--i) * ${(p) => p.theme.motion.stagger}s);
  }
  @media (prefers-reduced-motion: reduce) {
    .mm-details[open] .mm-item,
    .mm-details[open] .mm-footer {
      animation: none;
    }
  }
  .mm-link {
    display: flex;
    align-items: center;
    min-height: var(--mm-row);
    padding: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.colors.ink};
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: 650;
    line-height: 1.35;
    text-decoration: none;
    &[aria-current] {
      ${currentPageMark}
    }
  }
  .mm-item:has(> .mm-section) > .mm-link {
    margin-right: calc(${(p) => p.theme.sizes.tapTarget} + ${(p) => p.theme.space[2]});
  }
  .mm-expand {
    ${iconButton}
    position: absolute;
    top: calc((var(--mm-row) - ${(p) => p.theme.sizes.tapTarget}) / 2);
    right: 0;
    background: transparent;
    color: ${(p) => p.theme.colors.muted};
    svg {
      transition: transform ${(p) => p.theme.motion.fast} ease;
    }
    &::-webkit-details-marker {
      display: none;
    }
  }
  .mm-section[open] > .mm-expand {
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
    svg {
      transform: rotate(180deg);
    }
  }
  .mm-section > .dd-list {
    margin: 0 0 ${(p) => p.theme.space[3]} ${(p) => p.theme.space[2]};
    padding-left: ${(p) => p.theme.space[2]};
    border-left: 2px solid ${(p) => p.theme.colors.primarySoft};
  }
  .mm-footer {
    display: grid;
    justify-items: center;
    gap: ${(p) => p.theme.space[4]};
    margin-top: ${(p) => p.theme.space[8]};
  }
  .mm-cta {
    display: flex;
    justify-content: center;
    align-items: center;
    width: 100%;
    min-height: 48px;
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.onAccent};
    font-weight: 700;
    text-decoration: none;
  }
  .mm-email {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-decoration: none;
  }
`

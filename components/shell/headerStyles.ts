import { css, keyframes } from 'styled-components'
import { below, media } from '../../renderer/theme'
import { searchStyles } from '../search/searchStyles'

/**
 * Styles of the header island's markup (NavBar, DesktopNav, MobileMenu, DropdownList), keyed on their class names.
 * They are rendered on the server by Header, so they arrive with the HTML and add nothing to the island's JavaScript.
 * The header hydrates on the visitor's first interaction with it; until then, and always without JavaScript, the menu is
 * its HTML: the `asHtml` rules make the dropdowns open on hover and focus and the phone menu a <details>.
 */

/** The header's island before React has taken it over (and always without JavaScript). */
const asHtml = '[data-island]:not([data-hydrated])'

const bar = css`
  .nav-bar {
    background: ${(p) => p.theme.colors.surface};
    border-bottom: 1px solid ${(p) => p.theme.colors.line};
    transition: box-shadow ${(p) => p.theme.motion.base} ease, border-color ${(p) => p.theme.motion.base} ease;
  }
  .nav-bar[data-scrolled='true'] {
    border-bottom-color: transparent;
    box-shadow: ${(p) => p.theme.shadows.md};
  }
  .nav-inner {
    max-width: ${(p) => p.theme.sizes.headerContainer};
    height: ${(p) => p.theme.sizes.headerHeight};
    margin: 0 auto;
    padding: 0 ${(p) => p.theme.space[4]};
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    ${media.sm} { padding: 0 ${(p) => p.theme.space[6]}; }
    ${media.md} { gap: ${(p) => p.theme.space[1]}; padding: 0 ${(p) => p.theme.space[3]}; }
    ${media.lg} { gap: ${(p) => p.theme.space[3]}; padding: 0 ${(p) => p.theme.space[6]}; }
  }
  .nav-logo {
    display: inline-flex;
    flex-shrink: 0;
    border-radius: ${(p) => p.theme.radii.sm};
    svg { flex-shrink: 0; height: 32px; width: auto; max-width: none; }
    /* Until the extra-large width the menu needs the room: the logo shows its mark only. */
    ${media.md} { margin-right: 0; width: 29px; overflow: hidden; }
    ${media.xl} { width: auto; overflow: visible; margin-right: ${(p) => p.theme.space[2]}; }
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
    &:hover { background: ${(p) => p.theme.colors.accentDark}; }
    ${below.md} { min-height: 40px; padding: 0 ${(p) => p.theme.space[4]}; }
    ${media.md} { padding: 0 ${(p) => p.theme.space[3]}; font-size: ${(p) => p.theme.fontSizes.xs}; }
    ${media.lg} { padding: 0 ${(p) => p.theme.space[4]}; font-size: ${(p) => p.theme.fontSizes.sm}; }
    ${media.xl} { padding: 0 ${(p) => p.theme.space[5]}; }
  }
`

const desktop = css`
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
    padding: 0;
    list-style: none;
    ${below.md} { display: none; }
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
    transition: color ${(p) => p.theme.motion.fast} ease, background ${(p) => p.theme.motion.fast} ease;
    &:hover { color: ${(p) => p.theme.colors.primary}; background: ${(p) => p.theme.colors.surfaceAlt}; }
    &[aria-current='page'] { color: ${(p) => p.theme.colors.primary}; }
    ${media.lg} { max-width: 9rem; padding: ${(p) => p.theme.space[2]} 6px; }
    /* From this width there is room for it on one line beside the search. */
    ${media.xxl} { max-width: none; white-space: nowrap; }
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
    svg { transition: transform ${(p) => p.theme.motion.fast} ease; }
    &:hover { color: ${(p) => p.theme.colors.primary}; background: ${(p) => p.theme.colors.surfaceAlt}; }
    &[aria-expanded='true'] { color: ${(p) => p.theme.colors.primary}; }
    &[aria-expanded='true'] svg { transform: rotate(180deg); }
    /* Without JavaScript the button could do nothing: hover and focus open the sub-menu instead. With JavaScript it is
       there from the start (the bar does not move when the header hydrates); before that, hover and focus open it too. */
    @media (scripting: none) { display: none; }
  }
  .nav-panel {
    display: none;
    position: absolute;
    z-index: ${(p) => p.theme.z.dropdown};
    top: 100%;
    left: 0;
    /* A transparent strip between the bar and the card keeps the pointer inside the entry on its way down. */
    padding-top: ${(p) => p.theme.space[1]};
    &[data-open] { display: block; }
  }
  .nav-panel--end { left: auto; right: 0; }
  ${asHtml} .nav-item:hover > .nav-panel, ${asHtml} .nav-item:focus-within > .nav-panel { display: block; }
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
    .dd-list { grid-template-columns: 1fr 1fr; }
  }
`

const dropdownList = css`
  .dd-list {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .dd-link {
    display: block;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radii.md};
    text-decoration: none;
    transition: background ${(p) => p.theme.motion.fast} ease;
    &:hover { background: ${(p) => p.theme.colors.primarySoft}; }
    &:hover .dd-name { color: ${(p) => p.theme.colors.primaryDark}; }
  }
  .dd-name {
    display: block;
    color: ${(p) => p.theme.colors.ink};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 650;
    line-height: 1.35;
  }
  .dd-desc {
    display: block;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.xs};
    line-height: 1.45;
  }
  .dd-desc--clamp {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`

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

const mobile = css`
  /* The box is the button's size from the first frame: the browser may paint while the header is half parsed, and an
     empty <details> would show its default 'Details' summary and push the bar's links aside (a layout shift). */
  .mm {
    position: relative;
    display: flex;
    align-items: center;
    width: ${(p) => p.theme.sizes.tapTarget};
    height: ${(p) => p.theme.sizes.tapTarget};
    ${media.md} { display: none; }
  }
  .mm-details { position: absolute; inset: 0; }
  .mm-toggle { position: relative; z-index: 1; }
  .mm-details:not(:has(> summary)) { visibility: hidden; }
  .mm-toggle, .mm-summary {
    ${iconButton}
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.ink};
  }
  .mm-toggle[aria-expanded='true'], .mm-details[open] > .mm-summary {
    background: ${(p) => p.theme.colors.navy};
    color: ${(p) => p.theme.colors.onDark};
  }
  .mm-summary { display: none; }
  .mm-summary::-webkit-details-marker { display: none; }
  .mm-when-open, .mm-details[open] .mm-when-closed { display: none; }
  .mm-details[open] .mm-when-open { display: block; }
  /* Until the header hydrates the <details>' summary is the menu button; then the live button takes its place. */
  ${asHtml} .mm-toggle { display: none; }
  ${asHtml} .mm-summary { display: inline-grid; }
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
  .mm-items {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .mm-item { border-bottom: 1px solid ${(p) => p.theme.colors.line}; }
  /* Items slide in one after another, theme.motion.stagger apart; not at all under reduced motion. */
  .mm-details[open] .mm-item, .mm-details[open] .mm-footer {
    animation: ${slideIn} ${(p) => p.theme.motion.base} ease-out both;
    animation-delay: calc(var(--i) * ${(p) => p.theme.motion.stagger}s);
  }
  @media (prefers-reduced-motion: reduce) {
    .mm-details[open] .mm-item, .mm-details[open] .mm-footer { animation: none; }
  }
  .mm-row {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
  }
  .mm-link {
    flex: 1;
    padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.colors.ink};
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: 650;
    text-decoration: none;
    &[aria-current='page'] { color: ${(p) => p.theme.colors.primary}; }
  }
  .mm-expand {
    ${iconButton}
    background: transparent;
    color: ${(p) => p.theme.colors.muted};
    svg { transition: transform ${(p) => p.theme.motion.fast} ease; }
    &[aria-expanded='true'] { background: ${(p) => p.theme.colors.primarySoft}; color: ${(p) => p.theme.colors.primary}; }
    &[aria-expanded='true'] svg { transform: rotate(180deg); }
  }
  ${asHtml} .mm-expand { display: none; }
  .mm-section {
    display: none;
    margin: 0 0 ${(p) => p.theme.space[3]} ${(p) => p.theme.space[2]};
    padding-left: ${(p) => p.theme.space[2]};
    border-left: 2px solid ${(p) => p.theme.colors.primarySoft};
    &[data-expanded] { display: block; }
  }
  ${asHtml} .mm-section { display: block; }
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

export const headerStyles = css`
  ${bar}
  ${desktop}
  ${dropdownList}
  ${mobile}
  ${searchStyles}
`

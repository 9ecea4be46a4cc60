import { createGlobalStyle } from 'styled-components'
import { SCROLL_OFFSET_PX } from '../components/shell/constants'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${SCROLL_OFFSET_PX}px; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.fonts.body};
    font-size: ${(p) => p.theme.fontSizes.md};
    line-height: 1.6;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
    -webkit-font-smoothing: antialiased;
    /* A word wider than its column (a card's heading or a statistic with the browser's text at 200 %) breaks inside
       its box instead of pushing the page sideways (WCAG 1.4.10); words that fit are never broken. */
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4 { font-family: ${(p) => p.theme.fonts.heading}; color: ${(p) => p.theme.colors.ink}; line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: ${(p) => p.theme.colors.primary}; }
  /* A list with a class is laid out by its component (a grid of cards, a row of links): no bullets, indent or margin
     unless the component sets them. Zero specificity: every component rule wins. Prose lists keep the browser's. */
  :where(ul[class], ol[class]) { margin: 0; padding: 0; list-style: none; }
  img, svg { max-width: 100%; }
  img { height: auto; }
  button { font: inherit; }
  /* Containers focused by a skip link or an anchor (tabindex -1) need no ring; controls keep theirs. */
  [tabindex='-1']:focus { outline: none; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  /* Island wrappers must not change layout: they only mark where a widget hydrates. */
  [data-island] { display: contents; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`

import { createGlobalStyle } from 'styled-components'
import { SCROLL_OFFSET_PX } from '../components/shell/constants'
import { below, forcedColors, onPaper, schemeStyle } from './theme'

export const GlobalStyle = createGlobalStyle`
  /* The palette as custom properties, light and (when the visitor's system asks for it) dark: theme.ts. */
  ${schemeStyle()}
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
    /* A word wider than its column (a card's heading or a statistic with the browser's text at 200 %, an e-mail address
       on a zoomed-in phone) breaks inside its box instead of pushing the page sideways (WCAG 1.4.10); words that fit
       are never broken. A grid column or a flex item still takes the long word's width unless it may shrink below
       it (minmax(0, 1fr), min-width: 0): "anywhere" would allow that everywhere, and broke short words mid-word in
       rows of equal cards that now share their room evenly ("conversati-on"). */
    overflow-wrap: break-word;
  }
  /* On a zoomed-in phone a heading's long word may not fit its line at all ("Transforming" at 200 %): where the
     browser knows the language's hyphenation (Chrome on Android does), it breaks at a syllable, with a hyphen. */
  ${below.xxs} {
    body { hyphens: auto; }
  }
  h1, h2, h3, h4 { font-family: ${(p) => p.theme.fonts.heading}; color: ${(p) => p.theme.colors.ink}; line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: ${(p) => p.theme.colors.primary}; }
  /* An e-mail address is one long word with nowhere to break: on a zoomed-in phone it breaks where it must, and a flex
     row it sits in (a list of addresses with their labels) is not held wider than the screen. */
  a[href^='mailto:'] { overflow-wrap: anywhere; }
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
  /* A fill that carries data (a map's key, a scale's dots) keeps its colours in a contrast theme, as the map's own
     SVG fills do, and on paper (below). */
  ${forcedColors} {
    [data-keeps-colour] { forced-color-adjust: none; }
  }
  /* On paper: ink on white, whatever band the text sits in (a dark band's light text printed pale grey on white, or
     the band took the toner); what a fill alone shows (a map's key, a scale's dots) says data-keeps-colour. A link
     written in the text shows where it goes; a heading stays with what follows it. */
  @page { margin: 16mm 14mm; }
  ${onPaper} {
    *:not([data-keeps-colour]), *::before, *::after {
      color: ${(p) => p.theme.colors.ink} !important;
      background-color: transparent !important;
      background-image: none !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }
    [data-keeps-colour] { print-color-adjust: exact; }
    main :is(p, li) > a[href]:not([class]):not([href^='#']):not([href^='mailto:'])::after {
      content: ' (' attr(href) ')';
      font-size: 0.85em;
      overflow-wrap: anywhere;
    }
    h1, h2, h3, h4 { break-after: avoid; }
    img, svg, figure, blockquote, table, li { break-inside: avoid; }
    p { orphans: 3; widows: 3; }
  }
`

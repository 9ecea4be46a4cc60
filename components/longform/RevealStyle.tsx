import { createGlobalStyle } from 'styled-components'
import { onPaper } from '../../renderer/theme'

/** Hidden-until-visible styles for [data-reveal]; they apply only once public/reveal.js has set html.reveal-on. */
export const RevealStyle = createGlobalStyle`
  @media (prefers-reduced-motion: no-preference) {
    html.reveal-on [data-reveal]:not(.is-visible) { opacity: 0; transform: translateY(24px); }
    html.reveal-on [data-reveal] { transition: opacity 0.6s ease, transform 0.6s ease; }
    /* A section an in-page link scrolls to (components/shell/hashNavigation.ts) is in its place at once, and fades in. */
    html.reveal-on [data-reveal].reveal-now { transition: opacity 0.6s ease; }
  }
  /* Paper is not scrolled: a section still waiting to fade in would print as a blank page. */
  ${onPaper} {
    html.reveal-on [data-reveal]:not(.is-visible) { opacity: 1; transform: none; transition: none; }
  }
`

import { css } from 'styled-components'
import { forcedColors, onPaper } from '../renderer/theme'

/*
 * Styles for the media a page meets besides a screen in the theme's colours: a contrast theme (forced colours) and
 * paper. A fill that carries data (a map's key, a scale's dots) says data-keeps-colour instead: GlobalStyle keeps it
 * in both.
 */

/** What only works on a screen (the header, floating buttons, a carousel's or the map's controls): not on paper. */
export const screenOnly = css`
  ${onPaper} {
    display: none;
  }
`

/**
 * A chosen item (a pressed filter, the selected tab, the current topic, the search's active result) in a contrast
 * theme: the system's selection colours. The theme's fill, which marks it otherwise, is repainted as the page's
 * background there, so every chip would look chosen or none would.
 */
export const chosenInForcedColors = css`
  ${forcedColors} {
    forced-color-adjust: none;
    background: Highlight;
    border-color: Highlight;
    color: HighlightText;
    & *:not(mark) {
      background: transparent;
      color: inherit;
    }
  }
`

/**
 * A box that only its fill or shadow set apart from the page (a dialog, a floating bar, a chip): a contrast theme drops
 * both, so it gets a border there, in the theme's text colour.
 */
export const edgeInForcedColors = css`
  ${forcedColors} {
    border: 1px solid CanvasText;
  }
`

/**
 * A mark that only its fill shows (a status dot, a step done): a contrast theme drops fills and shadows, so it keeps
 * its fill there, in the theme's text colour.
 */
export const filledInForcedColors = css`
  ${forcedColors} {
    forced-color-adjust: none;
    background: CanvasText;
    border-color: CanvasText;
    box-shadow: none;
  }
`

/**
 * A partner's logo, drawn for a light page (dark marks on a transparent ground): a contrast theme with a dark page
 * would leave the marks unseen, so the logo keeps a light plate there.
 */
export const logoPlateInForcedColors = css`
  ${forcedColors} {
    forced-color-adjust: none;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.plate};
  }
`

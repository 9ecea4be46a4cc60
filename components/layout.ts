import { css } from 'styled-components'
import { media, type Theme } from '../renderer/theme'

type Step = keyof Theme['space']

/**
 * A grid of columns that stand side by side from the `from` width up (`template`, e.g. `3fr 2fr`) and stack below
 * it, in one column never wider than the page. `gap` and `wideGap` (once side by side) are steps of the theme's spacing.
 */
export const columns = (from: keyof Theme['breakpoints'], template: string, gap: Step, wideGap: Step = gap) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[gap]};
  ${media[from]} {
    grid-template-columns: ${template};
    ${
      wideGap !== gap &&
      css`
        gap: ${(p) => p.theme.space[wideGap]};
      `
    }
  }
`

/** A row that wraps onto more lines where its items do not fit, `gap` (a step of the theme's spacing) between them. */
export const wrapRow = (gap: Step) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[gap]};
`

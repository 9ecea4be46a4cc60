import { css } from 'styled-components'
import type { Theme } from '../renderer/theme'

/** A label in bold capitals (an eyebrow over a heading, a tag, a column's title): its size and tracking from the theme. */
export const capsLabel = (size: keyof Theme['fontSizes'], tracking: keyof Theme['letterSpacings']) => css`
  font-size: ${(p) => p.theme.fontSizes[size]};
  font-weight: 700;
  letter-spacing: ${(p) => p.theme.letterSpacings[tracking]};
  text-transform: uppercase;
`

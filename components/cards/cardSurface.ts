import { css } from 'styled-components'
import { onPaper } from '../../renderer/theme'

/** What every card looks like: white, a hairline border, large rounded corners and a soft shadow; on paper, one sheet. */
export const cardSurface = css`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.sm};
  ${onPaper} {
    break-inside: avoid;
  }
`

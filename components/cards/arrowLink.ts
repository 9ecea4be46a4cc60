import { css } from 'styled-components'

/** A card's way on: a link in bold with an arrow icon beside its words, the two kept on one line and centred. */
export const arrowLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  font-weight: 600;
`

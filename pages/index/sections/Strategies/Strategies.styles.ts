import { styled } from 'styled-components'

export const Subheading = styled.h3`
  margin: ${(p) => p.theme.space[12]} 0 ${(p) => p.theme.space[6]};
  font-size: ${(p) => p.theme.fontSizes['2xl']};
  &:first-of-type { margin-top: 0; }
`

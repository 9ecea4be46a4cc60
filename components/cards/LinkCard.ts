import { styled } from 'styled-components'
import { cardSurface } from './cardSurface'

/** A card that is one link: the whole card is the target, its border and shadow answering the pointer. */
export const LinkCard = styled.a`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${(p) => p.theme.space[6]};
  ${cardSurface}
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow ${(p) => p.theme.motion.base},
    border-color ${(p) => p.theme.motion.base};
  &:hover {
    box-shadow: ${(p) => p.theme.shadows.md};
    border-color: ${(p) => p.theme.colors.primary};
  }
  h2,
  h3 {
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    flex: 1;
  }
`

import { styled } from 'styled-components'
import { media } from '../../renderer/theme'

/** Quotes in two columns from the medium width up, one on phones. */
export const TestimonialGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

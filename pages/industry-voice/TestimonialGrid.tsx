import { styled } from 'styled-components'

/** Quotes in two columns from the medium width up, one on phones. */
export const TestimonialGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[6]};
  grid-template-columns: 1fr;
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, 1fr);
  }
`

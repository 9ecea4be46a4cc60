import { styled } from 'styled-components'

/** Centres content at the site's container width with the page gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${(p) => p.theme.space[5]};
`

/** A page section with vertical rhythm; `$tone` picks the background. */
export const Section = styled.section<{ $tone?: 'plain' | 'alt' }>`
  padding-block: ${(p) => p.theme.space[16]};
  background: ${(p) => (p.$tone === 'alt' ? p.theme.colors.surfaceAlt : p.theme.colors.surface)};
  @media (max-width: ${(p) => p.theme.breakpoints.md - 0.02}px) {
    padding-block: ${(p) => p.theme.space[10]};
  }
`

/** A section heading with its lead paragraph, centred. */
export const SectionIntro = styled.header`
  text-align: center;
  max-width: 46rem;
  margin: 0 auto ${(p) => p.theme.space[10]};
  h2 { font-size: ${(p) => p.theme.fontSizes['3xl']}; margin-bottom: ${(p) => p.theme.space[3]}; }
  p { color: ${(p) => p.theme.colors.muted}; font-size: ${(p) => p.theme.fontSizes.lg}; margin: 0; }
`

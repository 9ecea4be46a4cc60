import { styled } from 'styled-components'

/** Reading typography for long-form MDX: measure, spacing, lists, links. */
export const Prose = styled.div`
  /* Text keeps a reading measure; grids, tables and figures may use the full width. A list with a class is a
     component's (a grid of people, offices, steps: GlobalStyle), so only a list without one is prose. */
  & > p,
  & > ul:not([class]),
  & > ol:not([class]),
  & > h2,
  & > h3,
  & > blockquote,
  & > aside {
    max-width: ${(p) => p.theme.sizes.prose};
  }
  font-size: ${(p) => p.theme.fontSizes.lg};
  color: ${(p) => p.theme.colors.text};
  & > h2 {
    font-size: ${(p) => p.theme.fontSizes['3xl']};
    margin-top: ${(p) => p.theme.space[12]};
  }
  & > h3 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin-top: ${(p) => p.theme.space[8]};
  }
  & > ul:not([class]),
  & > ol:not([class]) {
    padding-left: ${(p) => p.theme.space[6]};
    margin: 0 0 ${(p) => p.theme.space[4]};
  }
  & > ul:not([class]) > li,
  & > ol:not([class]) > li {
    margin-bottom: ${(p) => p.theme.space[2]};
  }
  strong {
    color: ${(p) => p.theme.colors.ink};
  }
  hr {
    border: 0;
    border-top: 1px solid ${(p) => p.theme.colors.line};
    margin: ${(p) => p.theme.space[10]} 0;
  }
`

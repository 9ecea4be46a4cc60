import type { ComponentProps } from 'react'
import { css, styled } from 'styled-components'
import { below, media } from '../renderer/theme'

/** plain: the page's white; alt: the light grey that sets a band apart; dark: navy, with light text. */
export type SectionTone = 'plain' | 'alt' | 'dark'
/**
 * compact: the inner pages' bands, tighter on phones; roomy: the home page's, taller from the medium width up, with a
 * wider gutter; article: the MDX pages' bands, whose paragraphs keep to a readable measure.
 */
export type SectionSpace = 'compact' | 'roomy' | 'article'

type Props = ComponentProps<'section'> & { tone?: SectionTone; space?: SectionSpace }

/** A full-width band of a page with its content centred in a container; `id` makes it an in-page anchor target. */
export function Section({ tone = 'plain', space = 'compact', children, ...rest }: Props) {
  return (
    <Band $tone={tone} $space={space} {...rest}>
      <Container $space={space}>{children}</Container>
    </Band>
  )
}

/** Centres content at the site's container width, inside the page's gutters. */
export const Container = styled.div<{ $space?: SectionSpace }>`
  max-width: ${(p) => p.theme.sizes.container};
  margin-inline: auto;
  ${(p) => gutters[p.$space ?? 'compact']}
`

const gutters = {
  compact: css`
    width: 100%;
    padding-inline: ${(p) => p.theme.space[5]};
  `,
  roomy: css`
    width: 100%;
    padding-inline: ${(p) => p.theme.space[5]};
    ${media.md} {
      padding-inline: ${(p) => p.theme.space[8]};
    }
  `,
  // The band itself keeps the gutter; prose inside keeps to a readable line length (a list with a class is a
  // component's, laid out by it: GlobalStyle).
  article: css`
    & > p,
    & > ul:not([class]),
    & > ol:not([class]) {
      max-width: ${(p) => p.theme.sizes.prose};
    }
  `,
} satisfies Record<SectionSpace, unknown>

const Band = styled.section<{ $tone: SectionTone; $space: SectionSpace }>`
  ${(p) => rhythms[p.$space]}
  ${(p) => tones[p.$tone]}
`

const rhythms = {
  compact: css`
    padding-block: ${(p) => p.theme.space[16]};
    ${below.md} {
      padding-block: ${(p) => p.theme.space[10]};
    }
  `,
  roomy: css`
    padding-block: ${(p) => p.theme.space[16]};
    ${media.md} {
      padding-block: ${(p) => p.theme.space[24]};
    }
  `,
  article: css`
    padding: ${(p) => p.theme.space[16]} ${(p) => p.theme.space[4]};
  `,
} satisfies Record<SectionSpace, unknown>

const tones = {
  plain: css`
    background: ${(p) => p.theme.colors.surface};
  `,
  alt: css`
    background: ${(p) => p.theme.colors.surfaceAlt};
  `,
  dark: css`
    background: ${(p) => p.theme.colors.navy};
    color: ${(p) => p.theme.colors.onDarkMuted};
    h2,
    h3 {
      color: ${(p) => p.theme.colors.onDark};
    }
    a:not([class]) {
      color: ${(p) => p.theme.colors.accent};
    }
  `,
} satisfies Record<SectionTone, unknown>

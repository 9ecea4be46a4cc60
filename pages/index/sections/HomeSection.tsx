import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Section, type SectionTone } from '../../../components/Section'
import { SectionHeader } from '../../../components/SectionHeader'
import { media } from '../../../renderer/theme'

type Props = {
  /** The section's words from content/home.ts; `id`, when it has one, is its in-page anchor. */
  header: { id?: string; eyebrow: string; title: string; intro: string }
  /** The heading's id, which labels the section. */
  titleId: string
  tone?: SectionTone
  children: ReactNode
}

/** A band of the home page, opened by its eyebrow, heading and intro. */
export function HomeSection({ header, titleId, tone, children }: Props) {
  return (
    <Section id={header.id} tone={tone} space="roomy" aria-labelledby={titleId}>
      <SectionHeader id={titleId} eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      {children}
    </Section>
  )
}

/** A home band on a dark gradient of its own (the caller's background): light text, a large h2 and a muted lead. */
export const DarkBand = styled(Section).attrs({ space: 'roomy' } as const)`
  color: ${(p) => p.theme.colors.onDark};
  h2 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${(p) => p.theme.fontSizes['3xl']};
    ${media.md} {
      font-size: ${(p) => p.theme.fontSizes['4xl']};
    }
  }
  .lead {
    color: ${(p) => p.theme.colors.onDarkMuted};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`

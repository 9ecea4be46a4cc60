import type { ReactNode } from 'react'
import { Section, type SectionTone } from '../../../components/Section'
import { SectionHeader } from '../../../components/SectionHeader'

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

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { media } from '../../renderer/theme'
import { searchIgnored } from '../search/searchIgnored'

type Tone = 'plain' | 'alt' | 'dark'

/** A full-width band of a page with a centred container; `id` makes it an in-page anchor target. */
export function Section({ id, tone = 'plain', labelledBy, children }: { id?: string; tone?: Tone; labelledBy?: string; children: ReactNode }) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={labelledBy}>
      <Container>{children}</Container>
    </Band>
  )
}

/** Eyebrow, heading and intro that open a section. The heading's id labels the section. */
export function SectionHeader({ id, eyebrow, title, intro, tone = 'plain', align = 'center' }: {
  id: string
  eyebrow?: string
  title: string
  intro?: string
  tone?: Tone
  align?: 'center' | 'start'
}) {
  return (
    <Header $align={align}>
      {eyebrow && <Eyebrow $tone={tone}>{eyebrow}</Eyebrow>}
      <Title id={id} $tone={tone}>{title}</Title>
      {intro && <Intro $tone={tone}>{intro}</Intro>}
    </Header>
  )
}

export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space[5]};
  ${media.md} { padding: 0 ${(p) => p.theme.space[8]}; }
`

const Band = styled.section<{ $tone: Tone }>`
  padding: ${(p) => p.theme.space[16]} 0;
  ${media.md} { padding: ${(p) => p.theme.space[24]} 0; }
  background: ${(p) => (p.$tone === 'alt' ? p.theme.colors.surfaceAlt : p.$tone === 'dark' ? p.theme.colors.navy : p.theme.colors.surface)};
  color: ${(p) => (p.$tone === 'dark' ? p.theme.colors.onDark : p.theme.colors.text)};
`

const Header = styled.header<{ $align: 'center' | 'start' }>`
  max-width: 46rem;
  margin: 0 ${(p) => (p.$align === 'center' ? 'auto' : '0')} ${(p) => p.theme.space[12]};
  text-align: ${(p) => (p.$align === 'center' ? 'center' : 'start')};
`

export const Eyebrow = styled.p.attrs(searchIgnored)<{ $tone?: Tone }>`
  margin: 0 0 ${(p) => p.theme.space[3]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => (p.$tone === 'dark' ? p.theme.colors.accent : p.theme.colors.primary)};
`

const Title = styled.h2<{ $tone: Tone }>`
  font-size: ${(p) => p.theme.fontSizes['3xl']};
  ${media.md} { font-size: ${(p) => p.theme.fontSizes['4xl']}; }
  letter-spacing: -0.01em;
  color: ${(p) => (p.$tone === 'dark' ? p.theme.colors.onDark : p.theme.colors.ink)};
`

const Intro = styled.p<{ $tone: Tone }>`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg};
  color: ${(p) => (p.$tone === 'dark' ? p.theme.colors.onDarkMuted : p.theme.colors.muted)};
`

import { styled } from 'styled-components'
import { media } from '../renderer/theme'
import { searchIgnored } from './search/searchIgnored'
import type { SectionTone } from './Section'
import { capsLabel } from './capsLabel'

type Props = {
  id: string
  eyebrow?: string
  title: string
  intro?: string
  tone?: SectionTone
  align?: 'center' | 'start'
}

/** Eyebrow, heading and intro that open a home-page section. The heading's id labels the section. */
export function SectionHeader({ id, eyebrow, title, intro, tone = 'plain', align = 'center' }: Props) {
  return (
    <Header $align={align}>
      {eyebrow && <Eyebrow $tone={tone}>{eyebrow}</Eyebrow>}
      <Title id={id} $tone={tone}>
        {title}
      </Title>
      {intro && <Intro $tone={tone}>{intro}</Intro>}
    </Header>
  )
}

/** The small capitals above a heading. */
export const Eyebrow = styled.p.attrs(searchIgnored)<{ $tone?: SectionTone }>`
  margin: 0 0 ${(p) => p.theme.space[3]};
  ${capsLabel('sm', 'wide')}
  color: ${(p) => (p.$tone === 'dark' ? p.theme.colors.accent : p.theme.colors.primary)};
`

/** An inner page's section heading (its own h2) with an optional lead paragraph, centred. */
export const SectionIntro = styled.header`
  text-align: center;
  max-width: 46rem;
  margin: 0 auto ${(p) => p.theme.space[10]};
  h2 {
    font-size: ${(p) => p.theme.fontSizes['3xl']};
    margin-bottom: ${(p) => p.theme.space[3]};
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.lg};
    margin: 0;
  }
`

const Header = styled.header<{ $align: 'center' | 'start' }>`
  max-width: 46rem;
  margin: 0 ${(p) => (p.$align === 'center' ? 'auto' : '0')} ${(p) => p.theme.space[12]};
  text-align: ${(p) => (p.$align === 'center' ? 'center' : 'start')};
`

const Title = styled.h2<{ $tone: SectionTone }>`
  font-size: ${(p) => p.theme.fontSizes['3xl']};
  ${media.md} {
    font-size: ${(p) => p.theme.fontSizes['4xl']};
  }
  letter-spacing: -0.01em;
  color: ${(p) => (p.$tone === 'dark' ? p.theme.colors.onDark : p.theme.colors.ink)};
`

const Intro = styled.p<{ $tone: SectionTone }>`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg};
  color: ${(p) => (p.$tone === 'dark' ? p.theme.colors.onDarkMuted : p.theme.colors.muted)};
`

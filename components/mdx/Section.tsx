import type { ReactNode } from 'react'
import { ArrowUp } from 'lucide-react'
import { styled } from 'styled-components'

type Props = { id?: string; tone?: 'plain' | 'tinted' | 'dark'; top?: boolean; children: ReactNode }

/**
 * A full-width band of a product page. `id` makes it an anchor (#capabilities); `tone` sets the background;
 * `top` adds a 'Top' link back to the top of the page. Sections fade in on scroll (public/reveal.js) unless the
 * visitor prefers reduced motion; without JavaScript they are simply visible.
 */
export function Section({ id, tone = 'plain', top, children }: Props) {
  return (
    <Band id={id} $tone={tone} data-reveal="">
      <Inner>
        {children}
        {top && <TopLink />}
      </Inner>
    </Band>
  )
}

/** A 'Top' link to the top of the page (#top is the page's first element). */
export function TopLink() {
  return (
    <Top href="#top">
      <ArrowUp size={16} aria-hidden="true" /> Top
    </Top>
  )
}

const Band = styled.section<{ $tone: NonNullable<Props['tone']> }>`
  scroll-margin-top: 80px;
  padding: ${(p) => p.theme.space[16]} ${(p) => p.theme.space[4]};
  background: ${(p) => (p.$tone === 'tinted' ? p.theme.colors.surfaceAlt : p.$tone === 'dark' ? p.theme.colors.navy : 'transparent')};
  ${(p) => (p.$tone === 'dark' ? `color: ${p.theme.colors.onDarkMuted}; h2, h3 { color: ${p.theme.colors.onDark}; } a:not([class]) { color: ${p.theme.colors.accent}; }` : '')}
`
const Inner = styled.div`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  & > p, & > ul, & > ol { max-width: ${(p) => p.theme.sizes.prose}; }
`
const Top = styled.a`
  display: inline-flex; align-items: center; gap: ${(p) => p.theme.space[1]};
  margin-top: ${(p) => p.theme.space[6]};
  font-size: ${(p) => p.theme.fontSizes.sm}; font-weight: 600; text-decoration: none;
`

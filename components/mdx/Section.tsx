import type { ReactNode } from 'react'
import { ArrowUp } from 'lucide-react'
import { styled } from 'styled-components'
import { Section as Band } from '../Section'

type Props = { id?: string; tone?: 'plain' | 'tinted' | 'dark'; top?: boolean; children: ReactNode }

/**
 * The site's Section under the name and props MDX uses. `id` makes it an anchor (#capabilities); `tone` sets the
 * background (tinted is the site's alt); `top` adds a 'Top' link back to the top of the page. Sections fade in on
 * scroll (public/reveal.js) unless the visitor prefers reduced motion; without JavaScript they are simply visible.
 */
export function Section({ id, tone = 'plain', top, children }: Props) {
  return (
    <Band id={id} tone={tone === 'tinted' ? 'alt' : tone} space="article" data-reveal="">
      {children}
      {top && <TopLink />}
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

const Top = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  margin-top: ${(p) => p.theme.space[6]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
`

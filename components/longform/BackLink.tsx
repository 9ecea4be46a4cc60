import { ArrowLeft } from 'lucide-react'
import { styled } from 'styled-components'
import { media } from '../../renderer/theme'
import { searchIgnored } from '../search/searchIgnored'
import { screenOnly } from '../mediaStyles'

/**
 * 'Back to About': fixed to the top right of the page under the header, from the medium width up. On a narrower screen
 * (a phone, or a desktop with the browser's text at 200 %, where the breakpoints in em put the page in its phone layout)
 * a floating button would cover the text it floats over, so it sits at the top of the title block instead.
 */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Fixed href={href}>
      <ArrowLeft size={18} aria-hidden="true" /> {children}
    </Fixed>
  )
}

/** The same button in the flow of the page (not-found pages). */
export const BackButton = ({ href, children }: { href: string; children: string }) => (
  <InFlow href={href}>
    <ArrowLeft size={18} aria-hidden="true" /> {children}
  </InFlow>
)

const InFlow = styled.a.attrs(searchIgnored)`
  ${screenOnly}
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: ${(p) => p.theme.sizes.tapTarget};
  padding: ${(p) => `${p.theme.space[2]} ${p.theme.space[5]}`};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.accentDark};
  }
`
const Fixed = styled(InFlow)`
  margin-bottom: ${(p) => p.theme.space[6]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  ${media.md} {
    position: fixed;
    top: calc(${(p) => p.theme.sizes.headerHeight} + ${(p) => p.theme.space[4]});
    right: ${(p) => p.theme.space[4]};
    z-index: ${(p) => p.theme.z.header - 1};
    margin: 0;
    box-shadow: ${(p) => p.theme.shadows.lg};
  }
  /* Below the whole header as the page opens, the top bar included (it shows from this width, and scrolls away). */
  ${media.nav} {
    top: calc(${(p) => p.theme.sizes.headerHeight} + ${(p) => p.theme.sizes.topBarHeight} + ${(p) => p.theme.space[4]});
  }
`

import type { ReactNode } from 'react'
import { Home, LayoutGrid } from 'lucide-react'
import { createGlobalStyle, css, styled } from 'styled-components'
import { productsIndex } from '../../content/products'
import { edgeInForcedColors, screenOnly } from '../mediaStyles'

/** The floating Home and Products buttons of the product pages. */
export function FloatingNav() {
  const { label, home, products } = productsIndex.quickLinks
  return (
    <FloatingLinks label={label}>
      <a href={home.href}>
        <Home size={18} aria-hidden="true" /> {home.name}
      </a>
      <a href={products.href}>
        <LayoutGrid size={18} aria-hidden="true" /> {products.name}
      </a>
    </FloatingLinks>
  )
}

/**
 * Pill-shaped links fixed to the bottom right of the viewport (product pages, industry-voice categories), with the
 * room they take kept clear where it matters (RoomForLinks).
 */
export function FloatingLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <RoomForLinks />
      <Bar aria-label={label}>{children}</Bar>
    </>
  )
}

/**
 * The height the links take at the bottom of the viewport: their offset from the edge, a pill (at least a tap target;
 * with larger text, two of space[2] around a line of sm text, under 2.5rem) and as much again above it.
 */
const room = css`calc(max(${(p) => p.theme.sizes.tapTarget}, 2.5rem) + 2 * ${(p) => p.theme.space[4]})`

/**
 * At the page's end the links would cover the footer's last row (its social links sit at the bottom right): the footer
 * ends with their room. Keyboard focus scrolls what it reaches clear of them (scroll-padding), as of the sticky header.
 */
const RoomForLinks = createGlobalStyle`
  html { scroll-padding-bottom: ${room}; }
  footer:not(main footer) { padding-bottom: ${room}; }
`

/**
 * Put it first in the page, before the content: it stays hidden until the HTML parser has moved past it, because
 * the browser may paint a half-parsed row (Home alone in the corner) and then slide Home left when the next link
 * arrives, a layout shift. Browsers without :has() drop the rule and simply show it.
 */
const Bar = styled.nav`
  ${screenOnly}
  position: fixed;
  right: ${(p) => p.theme.space[4]};
  bottom: ${(p) => p.theme.space[4]};
  z-index: ${(p) => p.theme.z.header - 1};
  display: flex;
  &:not(:has(~ *)) {
    visibility: hidden;
  }
  gap: ${(p) => p.theme.space[2]};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    min-height: ${(p) => p.theme.sizes.tapTarget};
    padding: ${(p) => `${p.theme.space[2]} ${p.theme.space[4]}`};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.navy};
    color: ${(p) => p.theme.colors.onDark};
    box-shadow:
      inset 0 0 0 1px ${(p) => p.theme.colors.navyEdge},
      ${(p) => p.theme.shadows.lg};
    ${edgeInForcedColors}
    text-decoration: none;
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  a:hover {
    background: ${(p) => p.theme.colors.teal};
  }
`

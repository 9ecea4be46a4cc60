import { Home, LayoutGrid } from 'lucide-react'
import { styled } from 'styled-components'
import { productsIndex } from '../../content/products'

/** The floating Home and Products buttons of the product pages. */
export function FloatingNav() {
  const { label, home, products } = productsIndex.quickLinks
  return (
    <FloatingLinks aria-label={label}>
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
 * Pill-shaped links fixed to the bottom right of the viewport (product pages, industry-voice categories).
 * Put it first in the page, before the content: it stays hidden until the HTML parser has moved past it, because
 * the browser may paint a half-parsed row (Home alone in the corner) and then slide Home left when the next link
 * arrives, a layout shift. Browsers without :has() drop the rule and simply show it.
 */
export const FloatingLinks = styled.nav`
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
    box-shadow: ${(p) => p.theme.shadows.lg};
    text-decoration: none;
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  a:hover {
    background: ${(p) => p.theme.colors.primary};
  }
`

import { styled } from 'styled-components'
import { skipLink } from '../../content/navigation'

/** The first focusable element on every page: hidden until focused, it jumps past the header to <main id="main">. */
export function SkipLink() {
  return <Link href={skipLink.href}>{skipLink.name}</Link>
}

const Link = styled.a`
  position: absolute;
  z-index: ${(p) => p.theme.z.skip};
  top: ${(p) => p.theme.space[2]};
  left: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.navy};
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`

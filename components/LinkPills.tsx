import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'

type Props = { links: readonly { name: string; href: string }[]; align?: 'start' | 'center' }

/** Links as a row of pills with an arrow, wrapping on phones: a way on from the not-found and search pages. */
export function LinkPills({ links, align = 'start' }: Props) {
  return (
    <List $align={align}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>
            {link.name}
            <ArrowRight aria-hidden="true" size={16} />
          </a>
        </li>
      ))}
    </List>
  )
}

const List = styled.ul<{ $align: NonNullable<Props['align']> }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${(p) => (p.$align === 'center' ? 'center' : 'flex-start')};
  gap: ${(p) => p.theme.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    min-height: ${(p) => p.theme.sizes.tapTarget};
    padding: 0 ${(p) => p.theme.space[5]};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
    box-shadow: ${(p) => p.theme.shadows.sm};
    transition:
      border-color ${(p) => p.theme.motion.fast} ease,
      color ${(p) => p.theme.motion.fast} ease;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primary};
  }
  svg {
    color: ${(p) => p.theme.colors.primary};
  }
`

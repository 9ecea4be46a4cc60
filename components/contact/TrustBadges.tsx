import { ShieldCheck } from 'lucide-react'
import { styled } from 'styled-components'
import { wrapRow } from '../layout'

/** The trust badges shown beside contact forms. */
export function TrustBadges({ badges }: { badges: readonly string[] }) {
  return (
    <List>
      {badges.map((b) => (
        <li key={b}>
          <ShieldCheck size={18} aria-hidden /> {b}
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  ${wrapRow(3)}
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
    border: 1px solid ${(p) => p.theme.colors.onDarkBorder};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.onDarkPanel};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  svg {
    color: ${(p) => p.theme.colors.accent};
  }
`

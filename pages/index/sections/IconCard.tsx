import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { cardSurface } from '../../../components/cards/cardSurface'
import type { HomeIconName } from '../../../content/schemas/homeIcon'
import { CardGrid } from '../../../components/cards/CardGrid'
import { homeIcons } from './icons'

type Props = {
  icon: HomeIconName
  title: string
  /** h3 under the section's heading; h4 under a sub-heading. */
  heading?: 'h3' | 'h4'
  /** The badge's colour: the brand's soft tint, or the accent. */
  tone?: 'primary' | 'accent'
  children: ReactNode
}

type PointCard = { icon: HomeIconName; title: string; points: readonly string[] }

/** A card of the home page's grids: its icon in a tinted badge, its title, then what it says. */
export function IconCard({ icon, title, heading: Heading = 'h3', tone, children }: Props) {
  const Icon = homeIcons[icon]
  return (
    <Card>
      <IconBadge $tone={tone}>
        <Icon size={24} aria-hidden />
      </IconBadge>
      <Heading>{title}</Heading>
      {children}
    </Card>
  )
}

/** Three columns of icon cards, each saying its points (the industry sectors, the segments). */
export function PointCardGrid({
  cards,
  heading,
  tone,
}: { cards: readonly PointCard[] } & Pick<Props, 'heading' | 'tone'>) {
  return (
    <CardGrid $cols={3}>
      {cards.map((c) => (
        <IconCard key={c.title} icon={c.icon} title={c.title} heading={heading} tone={tone}>
          <PointList points={c.points} />
        </IconCard>
      ))}
    </CardGrid>
  )
}

/** Short points, each with a check mark drawn in CSS. */
export function PointList({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <Points className={className}>
      {points.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </Points>
  )
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${(p) => p.theme.space[6]};
  ${cardSurface}
  h3,
  h4 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin: 0 0 ${(p) => p.theme.space[3]};
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    margin: 0;
  }
`

const IconBadge = styled.span<{ $tone?: 'primary' | 'accent' }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$tone === 'accent' ? p.theme.colors.accent : p.theme.colors.primarySoft)};
  color: ${(p) => (p.$tone === 'accent' ? p.theme.colors.onAccent : p.theme.colors.primaryDark)};
`

const Points = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  li {
    position: relative;
    padding-left: ${(p) => p.theme.space[6]};
    color: ${(p) => p.theme.colors.text};
  }
  li::before {
    content: '';
    position: absolute;
    left: 2px;
    top: 0.45em;
    width: 10px;
    height: 6px;
    border-left: 2px solid ${(p) => p.theme.colors.primary};
    border-bottom: 2px solid ${(p) => p.theme.colors.primary};
    transform: rotate(-45deg);
  }
`

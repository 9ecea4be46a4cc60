import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { cardSurface } from '../../../components/cards/cardSurface'
import type { HomeIconName } from '../../../content/schemas/homeIcon'
import { CardGrid, type GridColumns } from '../../../components/cards/CardGrid'
import { IconBadge } from '../../../components/IconBadge'
import { homeIcons } from './icons'

type Props<T> = {
  cards: readonly T[]
  cols: GridColumns
  /** The cards' titles: h3 under the section's heading, h4 under a sub-heading. */
  heading?: 'h3' | 'h4'
  /** The badges' look: the brand's tint with a deep icon, or the accent colour. */
  badge?: 'deep' | 'accent'
  /** What a card says under its icon and title. */
  children: (card: T) => ReactNode
}

/** A grid of the home page's cards, each opened by its icon in a tinted badge and its title. */
export function IconCardGrid<T extends { icon: HomeIconName; title: string }>({
  cards,
  cols,
  heading: Heading = 'h3',
  badge = 'deep',
  children,
}: Props<T>) {
  return (
    <CardGrid $cols={cols}>
      {cards.map((card) => {
        const Icon = homeIcons[card.icon]
        return (
          <Card key={card.title}>
            <IconBadge look={badge}>
              <Icon size={24} aria-hidden />
            </IconBadge>
            <Heading>{card.title}</Heading>
            {children(card)}
          </Card>
        )
      })}
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

import { Clock3, Layers, RefreshCw } from 'lucide-react'
import { styled } from 'styled-components'
import { CardGrid } from '../../components/cards/CardGrid'
import { videoLibrary } from '../../content/videoLibrary'

const icons = [Clock3, Layers, RefreshCw]

/** The library's static figures: 45+ Hours, 12 Topics, Monthly Updates. */
export function Tiles() {
  return (
    <List>
      {videoLibrary.tiles.map((tile, i) => {
        const Icon = icons[i % icons.length]!
        return (
          <li key={tile.label}>
            <Icon aria-hidden="true" size={28} />
            <p>
              <strong>
                {tile.value} {tile.label}
              </strong>
              <span>{tile.text}</span>
            </p>
          </li>
        )
      })}
    </List>
  )
}

const List = styled(CardGrid).attrs({ $cols: { sm: 3 }, $gap: 4 } as const)`
  li {
    display: flex;
    gap: ${(p) => p.theme.space[4]};
    align-items: center;
    padding: ${(p) => p.theme.space[5]};
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.line};
  }
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
    display: flex;
    flex-direction: column;
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
    color: ${(p) => p.theme.colors.ink};
  }
  span {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.muted};
  }
`

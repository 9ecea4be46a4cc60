import { styled } from 'styled-components'
import { edgeInForcedColors } from '../mediaStyles'

/** A row of labels: `<Chips items={['CargoX', 'Spire', 'HERE']} />`. */
export function Chips({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <List aria-label={label}>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </List>
  )
}

const List = styled.ul`
  margin: ${(p) => p.theme.space[4]} 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  li {
    padding: ${(p) => `${p.theme.space[1]} ${p.theme.space[4]}`};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primaryDark};
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
    ${edgeInForcedColors}
  }
`

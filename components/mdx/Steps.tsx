import { styled } from 'styled-components'
import { edgeInForcedColors } from '../mediaStyles'

/** A numbered flow, left to right on wide screens: `<Steps items={['Raw materials', 'Manufacturing', 'Recycling']} label="Scope" />`. */
export function Steps({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <List aria-label={label}>
      {items.map((item, i) => (
        <li key={item}>
          <Num aria-hidden="true">{i + 1}</Num>
          {item}
        </li>
      ))}
    </List>
  )
}

const List = styled.ol`
  margin: ${(p) => p.theme.space[6]} 0;
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.375rem), 1fr));
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: ${(p) => p.theme.space[2]};
    padding: ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.line};
    font-weight: 600;
    color: ${(p) => p.theme.colors.ink};
  }
`
const Num = styled.span`
  width: 36px;
  height: 36px;
  display: grid;
  place-items: center;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font-weight: 700;
  /* A contrast theme drops the fill: the circle keeps its edge. */
  ${edgeInForcedColors}
`

import { styled } from 'styled-components'
import { media } from '../../renderer/theme'

/** Columns from each width up; a number n means two columns from the small width and n from the large one. */
export type GridColumns = number | Partial<Record<'sm' | 'md' | 'lg', number>>

const columnsFrom = (cols: GridColumns) => (typeof cols === 'number' ? { sm: Math.min(2, cols), lg: cols } : cols)

/** The one list grid of the site: one column on phones, then `$cols`; `$gap` is a step of the theme's spacing. */
export const CardGrid = styled.ul<{ $cols: GridColumns; $gap?: 4 | 5 | 6 }>`
  display: grid;
  gap: ${(p) => p.theme.space[p.$gap ?? 6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => {
    const cols = columnsFrom(p.$cols)
    return (['sm', 'md', 'lg'] as const).map((bp) => (cols[bp] ? `${media[bp]} { grid-template-columns: repeat(${cols[bp]}, minmax(0, 1fr)); }` : ''))
  }}
`

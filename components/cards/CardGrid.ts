import { styled } from 'styled-components'
import { media } from '../../renderer/theme'

/** Columns from each width up; a number n means two columns from the small width and n from the large one. */
export type GridColumns = number | Partial<Record<'sm' | 'md' | 'lg', number>>

type Props = {
  /** Set columns: one on phones, then these from each width up. */
  $cols?: GridColumns
  /**
   * Or as many columns as fit, none narrower than this (in rem, so that larger text gives fewer, wider columns); with
   * `$fill` a short last row keeps that width instead of stretching.
   */
  $min?: string
  $fill?: boolean
  /** A step of the theme's spacing. */
  $gap?: 3 | 4 | 5 | 6
}

const columnsFrom = (cols: GridColumns) => (typeof cols === 'number' ? { sm: Math.min(2, cols), lg: cols } : cols)

// Every column may be narrower than the longest word in it (which then breaks, GlobalStyle): the phone's one column
// too, which as the grid's implicit column took that word's width and pushed a zoomed-in phone's page sideways.
const setColumns = (cols: GridColumns) => {
  const from = columnsFrom(cols)
  return [
    'grid-template-columns: minmax(0, 1fr);',
    ...(['sm', 'md', 'lg'] as const).map((bp) =>
      from[bp] ? `${media[bp]} { grid-template-columns: repeat(${from[bp]}, minmax(0, 1fr)); }` : '',
    ),
  ]
}

/** The one list grid of the site: cards, tiles, people and partners sit in it. */
export const CardGrid = styled.ul<Props>`
  display: grid;
  gap: ${(p) => p.theme.space[p.$gap ?? 6]};
  ${(p) => (p.$min ? `grid-template-columns: repeat(${p.$fill ? 'auto-fill' : 'auto-fit'}, minmax(min(100%, ${p.$min}), 1fr));` : setColumns(p.$cols ?? 3))}
`

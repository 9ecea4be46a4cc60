import { styled } from 'styled-components'
import { media } from '../../renderer/theme'

/** Columns from each width up; a number n means two columns from the small width and n from the large one. */
export type GridColumns = number | Partial<Record<'sm' | 'md' | 'lg', number>>

const columnsFrom = (cols: GridColumns) => (typeof cols === 'number' ? { sm: Math.min(2, cols), lg: cols } : cols)

/** The one list grid of the site: one column on phones, then `$cols`; `$gap` is a step of the theme's spacing. */
export const CardGrid = styled.ul.withConfig({ componentId: 'Cards_Grid' })<{ $cols: GridColumns; $gap?: 4 | 5 | 6 }>`
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

export const Card = styled.li.withConfig({ componentId: 'Cards_Card' })`
  display: flex;
  flex-direction: column;
  padding: ${(p) => p.theme.space[6]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.sm};
  h3, h4 { font-size: ${(p) => p.theme.fontSizes.xl}; margin: 0 0 ${(p) => p.theme.space[3]}; }
  p { color: ${(p) => p.theme.colors.muted}; margin: 0; }
`

/** The round tinted badge that holds a card's lucide icon. */
export const IconBadge = styled.span.withConfig({ componentId: 'Cards_IconBadge' })<{ $tone?: 'primary' | 'accent' }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$tone === 'accent' ? p.theme.colors.accent : p.theme.colors.primarySoft)};
  color: ${(p) => (p.$tone === 'accent' ? p.theme.colors.onAccent : p.theme.colors.primaryDark)};
`

/** A list of short points with check marks drawn in CSS. */
export const Points = styled.ul.withConfig({ componentId: 'Cards_Points' })`
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
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

import { styled } from 'styled-components'

/** The list grid the cards sit in. */
export { CardGrid } from './CardGrid'

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${(p) => p.theme.space[6]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.sm};
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

/** The round tinted badge that holds a card's lucide icon. */
export const IconBadge = styled.span<{ $tone?: 'primary' | 'accent' }>`
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
export const Points = styled.ul`
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

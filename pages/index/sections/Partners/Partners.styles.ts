import { styled } from 'styled-components'

export const Group = styled.section`
  & + & { margin-top: ${(p) => p.theme.space[10]}; }
`

export const GroupTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  margin-bottom: ${(p) => p.theme.space[4]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.muted};
  &::after { content: ''; flex: 1; height: 1px; background: ${(p) => p.theme.colors.line}; }
`

export const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li { flex: 0 1 auto; max-width: 100%; }
`

export const Logo = styled.a`
  display: grid;
  place-items: center;
  height: 64px;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  transition: border-color ${(p) => p.theme.motion.fast}, box-shadow ${(p) => p.theme.motion.fast};
  img { width: auto; height: 48px; max-width: 100%; object-fit: contain; filter: grayscale(1); opacity: 0.85; transition: filter ${(p) => p.theme.motion.base}, opacity ${(p) => p.theme.motion.base}; }
  &:hover, &:focus-visible { border-color: ${(p) => p.theme.colors.primary}; box-shadow: ${(p) => p.theme.shadows.md}; }
  &:hover img, &:focus-visible img { filter: none; opacity: 1; }
`

export const More = styled.p`
  margin: ${(p) => p.theme.space[10]} 0 0;
  text-align: center;
`

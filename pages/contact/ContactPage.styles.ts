import { styled } from 'styled-components'
import { media } from '../../renderer/theme'

export const Hero = styled.section`
  padding: ${(p) => p.theme.space[16]} 0 ${(p) => p.theme.space[12]};
  background: linear-gradient(160deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.navyDeep});
  color: ${(p) => p.theme.colors.onDark};
  h1 { color: ${(p) => p.theme.colors.onDark}; font-size: ${(p) => p.theme.fontSizes['5xl']}; max-width: 20ch; }
  .intro { max-width: 42rem; font-size: ${(p) => p.theme.fontSizes.lg}; color: ${(p) => p.theme.colors.onDarkMuted}; margin-bottom: ${(p) => p.theme.space[6]}; }
`

export const Body = styled.div`
  padding: ${(p) => p.theme.space[12]} 0 ${(p) => p.theme.space[20]};
  background: ${(p) => p.theme.colors.surfaceAlt};
  .grid { display: grid; gap: ${(p) => p.theme.space[10]}; align-items: start; ${media.lg} { grid-template-columns: 7fr 5fr; gap: ${(p) => p.theme.space[12]}; } }
  h2 { font-size: ${(p) => p.theme.fontSizes['2xl']}; margin-bottom: ${(p) => p.theme.space[5]}; }
`

export const Side = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[10]};
`

export const Emails = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: ${(p) => p.theme.space[2]}; }
  li span { font-weight: 600; color: ${(p) => p.theme.colors.ink}; }
  svg { color: ${(p) => p.theme.colors.primary}; }
  a { font-weight: 600; }
`

export const Offices = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} { grid-template-columns: 1fr 1fr; }
`

export const Office = styled.li`
  padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.md};
  h3 { display: flex; flex-direction: column; margin: 0 0 ${(p) => p.theme.space[2]}; font-size: ${(p) => p.theme.fontSizes.lg}; }
  h3 span { font-size: ${(p) => p.theme.fontSizes.xs}; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: ${(p) => p.theme.colors.primary}; }
  address { display: flex; flex-direction: column; font-style: normal; font-size: ${(p) => p.theme.fontSizes.sm}; color: ${(p) => p.theme.colors.muted}; }
`

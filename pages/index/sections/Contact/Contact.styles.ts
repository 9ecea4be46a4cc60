import { styled } from 'styled-components'
import { media } from '../../../../renderer/theme'

export const Band = styled.section`
  padding: ${(p) => p.theme.space[16]} 0;
  ${media.md} { padding: ${(p) => p.theme.space[24]} 0; }
  background:
    radial-gradient(ellipse 50% 60% at 0% 100%, rgba(11, 122, 117, 0.35), transparent 70%),
    linear-gradient(160deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.navyDeep});
  color: ${(p) => p.theme.colors.onDark};
`

export const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[10]};
  align-items: start;
  ${media.lg} { grid-template-columns: 5fr 7fr; gap: ${(p) => p.theme.space[16]}; }
`

export const Aside = styled.div`
  h2 { color: ${(p) => p.theme.colors.onDark}; font-size: ${(p) => p.theme.fontSizes['3xl']}; ${media.md} { font-size: ${(p) => p.theme.fontSizes['4xl']}; } }
  .intro { color: ${(p) => p.theme.colors.onDarkMuted}; font-size: ${(p) => p.theme.fontSizes.lg}; margin-bottom: ${(p) => p.theme.space[6]}; }
  .mail { display: flex; flex-wrap: wrap; align-items: center; gap: ${(p) => p.theme.space[2]}; margin-top: ${(p) => p.theme.space[6]}; font-size: ${(p) => p.theme.fontSizes.md}; }
  .mail a { color: ${(p) => p.theme.colors.accent}; font-weight: 600; }
`

import { styled } from 'styled-components'

/** The line above a previewed page that says it is not on the site yet (scheduled, draft). */
export function PreviewBanner({ children }: { children: string }) {
  return <Banner role="status">{children}</Banner>
}

const Banner = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  background: ${(p) => p.theme.colors.navyDeep};
  color: ${(p) => p.theme.colors.onDark};
  border-bottom: 4px solid ${(p) => p.theme.colors.accent};
  font-weight: 600;
  text-align: center;
`

import type { ReactNode } from 'react'
import { styled } from 'styled-components'

/** A highlighted note: `<Callout title="Good to know">Text</Callout>`; tone="quote" for a partner's words. */
export function Callout({
  title,
  tone = 'note',
  children,
}: {
  title?: string
  tone?: 'note' | 'quote'
  children: ReactNode
}) {
  return (
    <Box $tone={tone} role={tone === 'note' ? 'note' : undefined}>
      {title && <Title>{title}</Title>}
      {children}
    </Box>
  )
}

const Box = styled.aside<{ $tone: 'note' | 'quote' }>`
  margin: ${(p) => p.theme.space[6]} 0;
  padding: ${(p) => `${p.theme.space[5]} ${p.theme.space[6]}`};
  border-left: 4px solid ${(p) => (p.$tone === 'quote' ? p.theme.colors.accent : p.theme.colors.primary)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$tone === 'quote' ? p.theme.colors.surfaceAlt : p.theme.colors.primarySoft)};
  font-style: ${(p) => (p.$tone === 'quote' ? 'italic' : 'normal')};
  & > :last-child {
    margin-bottom: 0;
  }
`
const Title = styled.p`
  font-weight: 700;
  font-style: normal;
  color: ${(p) => p.theme.colors.ink};
  margin-bottom: ${(p) => p.theme.space[2]};
`

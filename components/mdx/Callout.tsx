import type { ReactNode } from 'react'
import { styled } from 'styled-components'

/**
 * A highlighted note: `<Callout title="Good to know">Text</Callout>`; tone="quote" for a partner's words.
 * A note is an <aside role="note">, a quote a <figure> with its <blockquote> and the title as its caption: neither is a
 * complementary landmark, which may not sit inside the page's main landmark or a named section (axe's
 * landmark-complementary-is-top-level).
 */
export function Callout({
  title,
  tone = 'note',
  children,
}: {
  title?: string
  tone?: 'note' | 'quote'
  children: ReactNode
}) {
  if (tone === 'quote')
    return (
      <Box as="figure" $tone={tone}>
        {title && <Title as="figcaption">{title}</Title>}
        <Quote>{children}</Quote>
      </Box>
    )
  return (
    <Box $tone={tone} role="note">
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
  & > :last-child,
  & > blockquote > :last-child {
    margin-bottom: 0;
  }
`
const Title = styled.p`
  font-weight: 700;
  font-style: normal;
  color: ${(p) => p.theme.colors.ink};
  margin-bottom: ${(p) => p.theme.space[2]};
`
const Quote = styled.blockquote`
  margin: 0;
`

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Section } from './Section'

/** A dark call-to-action band closing a page: an icon, a heading, a sentence and one or more buttons. */
export function CtaBand({
  id,
  icon,
  heading,
  text,
  children,
}: {
  id: string
  icon: ReactNode
  heading: string
  text: string
  children: ReactNode
}) {
  return (
    <Section tone="alt" aria-labelledby={id}>
      <Box>
        {icon}
        <h2 id={id}>{heading}</h2>
        <p>{text}</p>
        <Actions>{children}</Actions>
      </Box>
    </Section>
  )
}

const Box = styled.div`
  text-align: center;
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radii.xl};
  background: linear-gradient(135deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.tealDeep});
  color: ${(p) => p.theme.colors.onDarkMuted};
  > svg {
    color: ${(p) => p.theme.colors.accent};
    margin-bottom: ${(p) => p.theme.space[3]};
  }
  h2 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${(p) => p.theme.fontSizes['3xl']};
  }
  p {
    max-width: 36rem;
    margin-inline: auto;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]};
  margin-top: ${(p) => p.theme.space[6]};
`

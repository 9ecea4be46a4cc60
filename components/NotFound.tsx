import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Container } from './Section'

/**
 * What a section shows for an address inside it that it does not know (pre-rendered at its /404, which the server
 * answers with status 404): the title, a line of text and, as children, the way back.
 */
export function NotFound({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Wrap>
      <Container>
        <h1>{title}</h1>
        <p>{text}</p>
        {children}
      </Container>
    </Wrap>
  )
}

const Wrap = styled.section`
  padding-block: ${(p) => p.theme.space[24]};
  text-align: center;
  p {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Container } from './Section'

type Props = {
  /** A lucide icon, drawn large above the heading in the success colour. */
  icon: ReactNode
  heading: string
  body: string
  /** Buttons or a form, centred below the text. */
  children?: ReactNode
}

/** A page that says one thing on a card in the middle: a message sent, a subscription confirmed, a link expired. */
export function NoticeCard({ icon, heading, body, children }: Props) {
  return (
    <Band>
      <Container $space="roomy">
        <Card>
          {icon}
          <h1>{heading}</h1>
          <p>{body}</p>
          {children && <Links>{children}</Links>}
        </Card>
      </Container>
    </Band>
  )
}

const Band = styled.section`
  padding: ${(p) => p.theme.space[20]} 0;
  background: ${(p) => p.theme.colors.surfaceAlt};
`

const Card = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[8]};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.md};
  text-align: center;
  > svg {
    color: ${(p) => p.theme.colors.success};
    margin-bottom: ${(p) => p.theme.space[4]};
  }
  /* The card's own text only: a form's alert below it keeps its danger colours. */
  > p {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[3]};
  margin-top: ${(p) => p.theme.space[6]};
`

import { CheckCircle2 } from 'lucide-react'
import { styled } from 'styled-components'
import { contactPage } from '../../../content/contactPage'
import { Button } from '../../../components/Button'
import { Container } from '../../../components/Section'

// Where a plain (no-JavaScript) form POST lands after the server has stored the message.
export default function Page() {
  const t = contactPage.thankYou
  return (
    <Band>
      <Container $space="roomy">
        <Card>
          <CheckCircle2 size={56} aria-hidden />
          <h1>{t.heading}</h1>
          <p>{t.body}</p>
          <Links>
            <Button href={t.home.href} $variant="primary" $size="large">
              {t.home.label}
            </Button>
            <Button href={t.products.href} $variant="outline" $size="large">
              {t.products.label}
            </Button>
          </Links>
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
  p {
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

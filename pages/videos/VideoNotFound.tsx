import { ArrowLeft } from 'lucide-react'
import { styled } from 'styled-components'
import { Container } from '../../components/Section'
import { Button } from '../../components/Button'
import { videoLibrary } from '../../content/videoLibrary'

/** What /videos/<unknown id> shows (served with status 404 from /videos/404). */
export function VideoNotFound() {
  const { notFound, notFoundText, backText } = videoLibrary.player
  return (
    <Wrap>
      <Container>
        <h1>{notFound}</h1>
        <p>{notFoundText}</p>
        <Button href="/videos">
          <ArrowLeft aria-hidden="true" size={18} /> {backText}
        </Button>
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

import { styled } from 'styled-components'
import { BackButton } from '../../../components/longform/BackLink'
import { aboutIndex } from '../../../content/aboutIndex'

/** Pre-rendered at /about/404; the server answers every unknown /about/{category} with it and status 404. */
export default function Page() {
  return (
    <Box>
      <h1>{aboutIndex.notFound.title}</h1>
      <p>{aboutIndex.notFound.text}</p>
      <BackButton href="/about">{aboutIndex.backLink}</BackButton>
    </Box>
  )
}

const Box = styled.section`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[20]} ${(p) => p.theme.space[4]};
  text-align: center;
  p {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.lg};
    margin-bottom: ${(p) => p.theme.space[8]};
  }
`

import { styled } from 'styled-components'
import { Container, Section } from '../../components/Container'
import { island } from '../../components/Island'
import { PageHero } from '../../components/PageHero'
import { videoLibrary } from '../../content/videoLibrary'
import { Newsletter } from './Newsletter'
import { Tiles } from './Tiles'
import VideoLibrary from '../../components/islands/VideoLibrary/VideoLibrary'

// Only the filterable library ships JavaScript; the rest of the page is static HTML.
const VideoLibraryIsland = island('VideoLibrary', VideoLibrary)

export default function Page() {
  return (
    <>
      <PageHero crumbs={[{ name: videoLibrary.eyebrow, href: '/videos' }]} eyebrow={videoLibrary.eyebrow} heading={videoLibrary.heading} lead={videoLibrary.lead} />
      <Section>
        <Container>
          <VideoLibraryIsland />
        </Container>
      </Section>
      <Section $tone="alt">
        <Stack>
          <Tiles />
          <Newsletter />
        </Stack>
      </Section>
    </>
  )
}

const Stack = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space[10]};
`

import { styled } from 'styled-components'
import { Section } from '../../components/Section'
import { island } from '../../components/Island'
import { PageHero } from '../../components/PageHero'
import { videoLibrary } from '../../content/videoLibrary'
import { NewsletterBox } from '../../components/newsletter/NewsletterBox'
import { Tiles } from './Tiles'
import VideoLibrary from '../../components/islands/VideoLibrary/VideoLibrary'

// Only the filterable library ships JavaScript; the rest of the page is static HTML.
const VideoLibraryIsland = island('VideoLibrary', VideoLibrary)

export default function Page() {
  return (
    <>
      <PageHero
        crumbs={[{ name: videoLibrary.eyebrow, href: '/videos' }]}
        eyebrow={videoLibrary.eyebrow}
        heading={videoLibrary.heading}
        lead={videoLibrary.lead}
      />
      <Section>
        <VideoLibraryIsland />
      </Section>
      <Section tone="alt">
        <Stack>
          <Tiles />
          <NewsletterBox page="/videos" />
        </Stack>
      </Section>
    </>
  )
}

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr); /* as wide as the section, never as wide as the newsletter's form */
  gap: ${(p) => p.theme.space[10]};
`

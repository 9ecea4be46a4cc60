import { Calendar, Clock, ShieldCheck } from 'lucide-react'
import { styled } from 'styled-components'
import { media } from '../../../renderer/theme'
import { Breadcrumb } from '../../../components/Breadcrumb'
import { Container, Section } from '../../../components/Section'
import { island } from '../../../components/Island'
import { JsonLd } from '../../../components/seo/JsonLd'
import { formatDate } from '../../../content/formatDate'
import { formatDuration, toIsoDuration } from '../../../content/formatDuration'
import type { Video } from '../../../content/schemas/video'
import { site } from '../../../content/site'
import { siteUrl } from '../../../components/seo/siteUrl'
import { categoryLabel, videoLibrary } from '../../../content/videoLibrary'
import { VideoCard, VideoGrid } from '../../../components/islands/VideoLibrary/VideoCard'
import VideoPlayer from '../../../components/islands/VideoPlayer/VideoPlayer'
import { searchIgnored } from '../../../components/search/searchIgnored'

const VideoPlayerIsland = island('VideoPlayer', VideoPlayer)

/** A video's page: breadcrumb, click-to-play player, facts, description and every other video. */
export function PlayerPage({ video, related }: { video: Video; related: readonly Video[] }) {
  const { privacyNote, relatedHeading } = videoLibrary.player
  return (
    <>
      <Stage>
        <Container>
          <Breadcrumb
            items={[
              { name: 'Videos', href: '/videos' },
              { name: video.title, href: `/videos/${video.videoId}` },
            ]}
          />
          <Layout>
            <VideoPlayerIsland videoId={video.videoId} title={video.title} poster={video.thumbnail} />
            <Details>
              <Category>{categoryLabel(video.category)}</Category>
              <h1>{video.title}</h1>
              <Facts {...searchIgnored}>
                <div>
                  <dt>Duration</dt>
                  <dd>
                    <Clock aria-hidden="true" size={16} /> {formatDuration(video.duration)}
                  </dd>
                </div>
                <div>
                  <dt>Published</dt>
                  <dd>
                    <Calendar aria-hidden="true" size={16} />{' '}
                    <time dateTime={video.date}>{formatDate(video.date)}</time>
                  </dd>
                </div>
              </Facts>
              <p>{video.description}</p>
              <noscript>
                <p>
                  <a href={`https://www.youtube-nocookie.com/embed/${video.videoId}`}>
                    {videoLibrary.player.noScriptText}
                  </a>
                </p>
              </noscript>
              <Note>
                <ShieldCheck aria-hidden="true" size={16} /> {privacyNote}
              </Note>
            </Details>
          </Layout>
        </Container>
      </Stage>
      <Section tone="alt" aria-labelledby="related-heading" {...searchIgnored}>
        <h2 id="related-heading">{relatedHeading}</h2>
        <VideoGrid>
          {related.map((v) => (
            <VideoCard key={v.videoId} video={v} />
          ))}
        </VideoGrid>
      </Section>
      <JsonLd
        data={{
          '@type': 'VideoObject',
          name: video.title,
          description: video.description,
          thumbnailUrl: new URL(video.thumbnail, siteUrl()).href,
          uploadDate: video.date,
          duration: toIsoDuration(video.duration),
          embedUrl: `https://www.youtube-nocookie.com/embed/${video.videoId}`,
          url: new URL(`/videos/${video.videoId}`, siteUrl()).href,
          publisher: { '@type': 'Organization', name: site.brand, url: siteUrl() },
        }}
      />
    </>
  )
}

const Stage = styled.div`
  background: linear-gradient(160deg, ${(p) => p.theme.colors.navyDeep}, ${(p) => p.theme.colors.navy});
  color: ${(p) => p.theme.colors.onDarkMuted};
  padding-block: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[16]};
  nav a,
  nav span {
    color: ${(p) => p.theme.colors.onDarkMuted};
  }
  h1 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${(p) => p.theme.fontSizes['3xl']};
  }
`

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[8]};
  ${media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`

const Details = styled.div`
  p {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`

const Category = styled.p`
  && {
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  color: ${(p) => p.theme.colors.accent};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  margin-bottom: ${(p) => p.theme.space[2]};
`

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[6]};
  margin: 0 0 ${(p) => p.theme.space[4]};
  dt {
    font-size: ${(p) => p.theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  dd {
    margin: 0;
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]};
    color: ${(p) => p.theme.colors.onDark};
    font-weight: 600;
  }
`

const Note = styled.p`
  && {
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  display: flex;
  gap: ${(p) => p.theme.space[2]};
  align-items: flex-start;
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.onDarkPanel};
  svg {
    flex: none;
    margin-top: 3px;
    color: ${(p) => p.theme.colors.accent};
  }
`

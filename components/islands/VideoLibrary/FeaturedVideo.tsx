import { Calendar, Clock, PlayCircle } from 'lucide-react'
import { styled } from 'styled-components'
import { below, media } from '../../../renderer/theme'
import { formatDate } from '../../../content/formatDate'
import { formatDuration } from '../../../content/formatDuration'
import type { Video } from '../../../content/schemas/video'
import { categoryLabel, videoFilterWords } from '../../../content/videoLibrary'

/** The first result, shown large above the grid. */
export function FeaturedVideo({ video }: { video: Video }) {
  return (
    <Card href={`/videos/${video.videoId}`}>
      <Poster>
        <img src={video.thumbnail} alt="" width={1280} height={720} decoding="async" />
        <PlayCircle aria-hidden="true" size={72} strokeWidth={1.5} />
      </Poster>
      <Body>
        <Label>
          {videoFilterWords.featuredLabel} · {categoryLabel(video.category)}
        </Label>
        <h2>{video.title}</h2>
        <p>{video.description}</p>
        <Facts>
          <span>
            <Clock aria-hidden="true" size={16} /> {formatDuration(video.duration)}
          </span>
          <span>
            <Calendar aria-hidden="true" size={16} /> {formatDate(video.date)}
          </span>
        </Facts>
        <Watch>{videoFilterWords.watchText}</Watch>
      </Body>
    </Card>
  )
}

const Card = styled.a`
  display: grid;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radii.xl};
  background: ${(p) => p.theme.colors.navy};
  color: ${(p) => p.theme.colors.onDarkMuted};
  text-decoration: none;
  box-shadow: ${(p) => p.theme.shadows.lg};
  margin-bottom: ${(p) => p.theme.space[10]};
  ${media.md} {
    grid-template-columns: 3fr 2fr;
  }
  h2 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${(p) => p.theme.fontSizes['2xl']};
  }
  &:hover h2 {
    text-decoration: underline;
  }
`

const Poster = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    height: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  svg {
    position: absolute;
    inset: 0;
    margin: auto;
    color: ${(p) => p.theme.colors.onDark};
    filter: drop-shadow(0 4px 12px ${(p) => p.theme.colors.scrim});
  }
`

const Body = styled.div`
  padding: ${(p) => p.theme.space[8]};
  display: flex;
  flex-direction: column;
  justify-content: center;
  ${below.sm} {
    padding: ${(p) => p.theme.space[5]};
  }
`

const Label = styled.p`
  color: ${(p) => p.theme.colors.accent};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: ${(p) => p.theme.fontSizes.sm};
  margin-bottom: ${(p) => p.theme.space[2]};
`

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[4]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]};
  }
`

const Watch = styled.span`
  align-self: flex-start;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  font-weight: 700;
`

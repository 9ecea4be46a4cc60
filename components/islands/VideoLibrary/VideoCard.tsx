import { Clock } from 'lucide-react'
import { styled } from 'styled-components'
import { CardGrid } from '../../cards/CardGrid'
import { formatDuration } from '../../../content/formatDuration'
import type { Video } from '../../../content/schemas/video'
import { categoryLabel } from '../../../content/videoLibrary'

/** A video in a grid: poster, category, title, length; the whole card links to its player page. */
export function VideoCard({ video, headingLevel = 3 }: { video: Video; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Card>
      <a href={`/videos/${video.videoId}`}>
        <img src={video.thumbnail} alt="" width={1280} height={720} loading="lazy" decoding="async" />
        <Body>
          <Meta>
            <span>{categoryLabel(video.category)}</span>
            <span>
              <Clock aria-hidden="true" size={14} /> {formatDuration(video.duration)}
            </span>
          </Meta>
          <Heading>{video.title}</Heading>
        </Body>
      </a>
    </Card>
  )
}

const Card = styled.li`
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    border-radius: ${(p) => p.theme.radii.lg};
    border: 1px solid ${(p) => p.theme.colors.line};
    background: ${(p) => p.theme.colors.surface};
    color: inherit;
    text-decoration: none;
    transition:
      box-shadow ${(p) => p.theme.motion.base},
      transform ${(p) => p.theme.motion.base};
  }
  a:hover {
    box-shadow: ${(p) => p.theme.shadows.md};
    transform: translateY(-2px);
  }
  a:hover h2,
  a:hover h3 {
    color: ${(p) => p.theme.colors.primaryDark};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${(p) => p.theme.colors.navy};
  }
  h2,
  h3 {
    font-size: ${(p) => p.theme.fontSizes.lg};
    margin: 0;
  }
`

const Body = styled.div`
  padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]} ${(p) => p.theme.space[5]};
`

const Meta = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  margin: 0 0 ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]};
  }
  span:first-child {
    color: ${(p) => p.theme.colors.primaryDark};
    font-weight: 700;
  }
`

/** Cards in 1, 2 or 4 columns (four: the library's other results and the related videos are four). */
export const VideoGrid = styled(CardGrid).attrs({ $cols: 4 } as const)``

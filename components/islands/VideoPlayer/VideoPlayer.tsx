import { Play } from 'lucide-react'
import { useRef, useState } from 'react'
import { styled } from 'styled-components'
import { embedUrl, videoPlayText } from '../../../content/videoLibrary'

type Props = { videoId: string; title: string; poster: string }

/**
 * A privacy-friendly player (an island): a self-hosted poster with a play button. The external player
 * (youtube-nocookie) is created only when the visitor presses play, so no request leaves the site before that.
 */
export default function VideoPlayer({ videoId, title, poster }: Props) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  return (
    <Frame>
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => frame.current?.focus()}
        />
      ) : (
        <>
          <img src={poster} alt="" width={1280} height={720} fetchPriority="high" decoding="async" />
          <PlayButton type="button" onClick={() => setPlaying(true)} aria-label={`${videoPlayText}: ${title}`}>
            <Play aria-hidden="true" size="40%" fill="currentColor" />
          </PlayButton>
        </>
      )}
    </Frame>
  )
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.navyDeep};
  box-shadow: ${(p) => p.theme.shadows.lg};
  img,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    object-fit: cover;
  }
`

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  margin: auto;
  width: clamp(56px, 12vw, 88px);
  height: clamp(56px, 12vw, 88px);
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  box-shadow: ${(p) => p.theme.shadows.lg};
  cursor: pointer;
  transition: transform ${(p) => p.theme.motion.fast};
  svg {
    margin-left: 8%;
  }
  &:hover {
    transform: scale(1.08);
    background: ${(p) => p.theme.colors.accentDark};
  }
  &:focus-visible {
    outline-color: ${(p) => p.theme.colors.onDark};
    outline-offset: 4px;
  }
`

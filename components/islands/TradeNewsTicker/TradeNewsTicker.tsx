import { Newspaper, Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import { styled } from 'styled-components'
import { labels } from '../../../content/labels'
import { uiConstants } from '../../../content/uiConstants'
import { media } from '../../../renderer/theme'
import { buttonStyles, type ButtonLook } from '../../Button'
import { useCarousel } from '../useCarousel'
import { selectNewsItems, type NewsItem } from './newsTicker'
import { screenOnly } from '../../mediaStyles'
import { capsLabel } from '../../capsLabel'

/** A non-OK answer throws 'status: body' (or the status text when the body is empty). */
async function fetchNews(): Promise<unknown> {
  const res = await fetch('/api/trade-news', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
  return res.json()
}

/**
 * One trade-news headline at a time, rotating every 5 s, with a pause/play button (WCAG 2.2.2); still while hovered or
 * focused, and until the visitor presses play under prefers-reduced-motion. The headline is no live region: a screen
 * reader is not interrupted by each change. Renders nothing while loading, when empty and on failure.
 */
export default function TradeNewsTicker({ label }: { label: string }) {
  const [items, setItems] = useState<NewsItem[]>([])
  const carousel = useCarousel(items.length, uiConstants.newsTicker.rotationMs, label)
  const { index, userPaused: paused, togglePause } = carousel

  useEffect(() => {
    let live = true
    fetchNews()
      .then((data) => live && setItems(selectNewsItems(data)))
      .catch((error: unknown) => console.error('Trade news could not be loaded', error))
    return () => {
      live = false
    }
  }, [])

  const item = items[index]
  if (!item) return null
  const t = labels.rotation
  return (
    <Bar {...carousel.regionProps}>
      <Inner>
        <Tag>
          <Newspaper size={16} aria-hidden /> {label}
        </Tag>
        <Headline>
          <a href={item.url} target="_blank" rel="noopener noreferrer" key={item.url}>
            {item.title}
          </a>
          {item.source && <Source>{item.source}</Source>}
        </Headline>
        {items.length > 1 && (
          <>
            <Count aria-hidden>
              {index + 1} / {items.length}
            </Count>
            <Toggle
              type="button"
              $variant="onDark"
              onClick={togglePause}
              data-rotation-control
              aria-label={`${paused ? t.play : t.pause}: ${label}`}
            >
              {paused ? <Play aria-hidden size={16} /> : <Pause aria-hidden size={16} />}
              <span aria-hidden>{paused ? t.play : t.pause}</span>
            </Toggle>
          </>
        )}
      </Inner>
    </Bar>
  )
}

const Bar = styled.section`
  ${screenOnly}
  background: ${(p) => p.theme.colors.navy};
  color: ${(p) => p.theme.colors.onDark};
  border-top: 3px solid ${(p) => p.theme.colors.accent};
`

// On a phone the tag, the count and the button share a line above the headline, and wrap when they do not fit (a
// phone zoomed to 200 % lays the page out 195 px wide); from md on, one row.
const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  ${media.md} {
    display: grid;
    grid-template-columns: auto 1fr auto auto;
    grid-template-areas: 'tag headline count toggle';
  }
  max-width: ${(p) => p.theme.sizes.container};
  min-height: 64px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[5]};
  ${media.md} {
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[8]};
  }
`

const Tag = styled.span`
  grid-area: tag;
  display: inline-flex;
  justify-self: start;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  ${capsLabel('xs', 'snug')}
`

const Headline = styled.p`
  grid-area: headline;
  order: 1;
  flex-basis: 100%;
  min-width: 0;
  margin: 0;
  a {
    color: ${(p) => p.theme.colors.onDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`

const Source = styled.span`
  margin-left: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.colors.onDarkMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  &::before {
    content: '· ' / '';
  }
`

const Count = styled.span`
  grid-area: count;
  justify-self: end;
  margin-left: auto;
  color: ${(p) => p.theme.colors.onDarkMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`

const Toggle = styled.button<ButtonLook>`
  ${buttonStyles}
  grid-area: toggle;
  padding: 0 ${(p) => p.theme.space[4]};
  font-size: ${(p) => p.theme.fontSizes.sm};
`

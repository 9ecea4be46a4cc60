import { Newspaper } from 'lucide-react'
import { useEffect, useEffectEvent, useState } from 'react'
import { styled } from 'styled-components'
import { media } from '../../../renderer/theme'
import { selectNewsItems, startRotation, type NewsItem } from './newsTicker'

/** A non-OK answer throws 'status: body' (or the status text when the body is empty). */
async function fetchNews(): Promise<unknown> {
  const res = await fetch('/api/trade-news', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
  return res.json()
}

/** One trade-news headline at a time, rotating. Renders nothing while loading, when empty and on failure. */
export default function TradeNewsTicker({ label }: { label: string }) {
  const [items, setItems] = useState<NewsItem[]>([])
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  // Rotation restarts from the headline on screen, not from the first.
  const currentIndex = useEffectEvent(() => index)

  useEffect(() => {
    let live = true
    fetchNews()
      .then((data) => live && setItems(selectNewsItems(data)))
      .catch((error: unknown) => console.error('Trade news could not be loaded', error))
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (paused) return
    return startRotation(items.length, setIndex, currentIndex())
  }, [items, paused])

  const item = items[index]
  if (!item) return null
  return (
    <Bar
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Inner>
        <Tag>
          <Newspaper size={16} aria-hidden /> {label}
        </Tag>
        <Headline aria-live="polite" aria-atomic="true">
          <a href={item.url} target="_blank" rel="noopener noreferrer" key={item.url}>
            {item.title}
          </a>
          {item.source && <Source>{item.source}</Source>}
        </Headline>
        {items.length > 1 && (
          <Count aria-hidden>
            {index + 1} / {items.length}
          </Count>
        )}
      </Inner>
    </Bar>
  )
}

const Bar = styled.section`
  background: ${(p) => p.theme.colors.navy};
  color: ${(p) => p.theme.colors.onDark};
  border-top: 3px solid ${(p) => p.theme.colors.accent};
`

const Inner = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas: 'tag count' 'headline headline';
  align-items: center;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  ${media.md} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'tag headline count';
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
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

const Headline = styled.p`
  grid-area: headline;
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
    content: '· ';
  }
`

const Count = styled.span`
  grid-area: count;
  justify-self: end;
  color: ${(p) => p.theme.colors.onDarkMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`

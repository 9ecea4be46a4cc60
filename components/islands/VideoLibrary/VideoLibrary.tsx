import { Search, SearchX } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { styled } from 'styled-components'
import { type ButtonLook, buttonStyles } from '../../Button'
import { filterVideos } from '../../../content/filterVideos'
import { videoFilterWords as t } from '../../../content/videoLibrary'
import { videos } from '../../../content/videos'
import { toQuery, useVideoFilterStore } from '../../../stores/useVideoFilterStore'
import { FeaturedVideo } from './FeaturedVideo'
import { VideoCard, VideoGrid } from './VideoCard'
import { chosenInForcedColors } from '../../mediaStyles'
import { wrapRow } from '../../layout'

/**
 * The filterable library (an island). Pre-rendered with every video, so without JavaScript all of them are links;
 * in the browser the chip and the search live in useVideoFilterStore and in the URL (?category=…&q=…).
 */
export default function VideoLibrary() {
  const { filter, search, setFilter, setSearch, reset } = useVideoFilterStore()
  useUrlSync()
  const results = filterVideos(videos, filter, search)
  const [featured, ...rest] = results
  const searchBox = useRef<HTMLInputElement>(null)
  // The button goes with the empty state it clears: focus moves to the search, where the visitor starts again.
  const resetFilters = () => {
    reset()
    searchBox.current?.focus()
  }

  return (
    <>
      <Controls role="search" aria-label={t.controlsLabel}>
        <SearchBox>
          <Search aria-hidden="true" size={20} />
          <label htmlFor="video-search" className="visually-hidden">
            {t.searchLabel}
          </label>
          <input
            id="video-search"
            ref={searchBox}
            type="search"
            value={search}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </SearchBox>
        <Chips role="group" aria-label={t.chipsLabel}>
          {t.chips.map((chip) => (
            <Chip key={chip.id} type="button" aria-pressed={filter === chip.id} onClick={() => setFilter(chip.id)}>
              {chip.label}
              <Count>{chip.id === 'all' ? videos.length : videos.filter((v) => v.category === chip.id).length}</Count>
            </Chip>
          ))}
        </Chips>
      </Controls>

      <Status aria-live="polite">
        Showing {results.length} of {videos.length} videos
      </Status>

      {featured ? (
        <>
          <FeaturedVideo video={featured} />
          {rest.length > 0 && (
            <VideoGrid aria-label={t.moreLabel}>
              {rest.map((v) => (
                <VideoCard key={v.videoId} video={v} />
              ))}
            </VideoGrid>
          )}
        </>
      ) : (
        <Empty>
          <SearchX aria-hidden="true" size={40} />
          <h2>{t.emptyHeading}</h2>
          <p>{t.emptyText}</p>
          <ResetButton type="button" $variant="primary" onClick={resetFilters}>
            {t.resetText}
          </ResetButton>
        </Empty>
      )}
    </>
  )
}

/** Reads the filter from the URL once hydrated, then writes every change back (replaceState: no history spam). */
function useUrlSync() {
  useEffect(() => {
    useVideoFilterStore.getState().fromQuery(window.location.search)
    return useVideoFilterStore.subscribe((state) => {
      const url = `${window.location.pathname}${toQuery(state)}${window.location.hash}`
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
        window.history.replaceState(window.history.state, '', url)
    })
  }, [])
}

const Controls = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  margin-bottom: ${(p) => p.theme.space[6]};
`

const SearchBox = styled.div`
  position: relative;
  max-width: 36rem;
  svg {
    position: absolute;
    left: ${(p) => p.theme.space[4]};
    top: 50%;
    transform: translateY(-50%);
    color: ${(p) => p.theme.colors.subtle};
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[3]}
      ${(p) => p.theme.space[12]};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radii.pill};
    font: inherit;
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadows.sm};
  }
  input:focus {
    border-color: ${(p) => p.theme.colors.primary};
  }
`

const Chips = styled.div`
  ${wrapRow(2)}
`

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 40px;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii.pill};
  border: 1px solid ${(p) => p.theme.colors.line};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  &[aria-pressed='true'] span {
    background: ${(p) => p.theme.colors.primaryDark};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  &[aria-pressed='true'] {
    ${chosenInForcedColors}
  }
`

const Count = styled.span`
  min-width: 1.5em;
  padding: 0 ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceSunken};
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.xs};
  text-align: center;
`

const Status = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  margin-bottom: ${(p) => p.theme.space[4]};
`

const Empty = styled.div`
  text-align: center;
  padding: ${(p) => p.theme.space[16]} ${(p) => p.theme.space[4]};
  border: 2px dashed ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.lg};
  svg {
    color: ${(p) => p.theme.colors.subtle};
    margin-bottom: ${(p) => p.theme.space[2]};
  }
  p {
    color: ${(p) => p.theme.colors.muted};
  }
`

const ResetButton = styled.button<ButtonLook>`
  ${buttonStyles}
`

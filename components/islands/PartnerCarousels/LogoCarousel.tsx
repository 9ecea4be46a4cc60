import { useEffect, useMemo, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { partnersPage } from '../../../content/partnersPage'
import { CarouselControls } from './CarouselControls'
import { slideShownByCss, useCarousel } from '../useCarousel'
import { pausedWhenReached, ROTATING, stripRotation } from './cssRotation'
import { uiConstants } from '../../../content/uiConstants'
import { logoPlateInForcedColors } from '../../mediaStyles'

type Logo = { name: string; logo: string }

/**
 * Every partner's logo in a strip of slides 18 % wide (on a phone, wider: theme.sizes.logoSlide), advancing every 3 s in an endless loop (an island). The strip
 * moves by CSS until a control is pressed: the page loads no script for it until the visitor reaches for it.
 */
export default function LogoCarousel({ logos }: { logos: Logo[] }) {
  const n = logos.length
  const label = partnersPage.logosLabel
  const interval = uiConstants.carousels.logoIntervalMs
  const track = useRef<HTMLDivElement>(null)
  const carousel = useCarousel(n, interval, label, { indexShown: () => slideShownByCss(track.current, interval) })
  const rotation = useMemo(() => stripRotation(n, interval), [n, interval])
  const position = useLoopPosition(carousel.index, n, carousel.reducedMotion)
  const slideLabel = (i: number) => `${logos[i]?.name} (${i + 1} of ${n})`

  return (
    <Region {...carousel.regionProps}>
      <Viewport>
        <Track
          ref={track}
          className={ROTATING}
          style={{ transform: `translateX(calc(-1 * ${position.value} * var(--slide)))` }}
          $animate={position.animate}
          $rotation={carousel.live ? undefined : rotation}
          onTransitionEnd={position.onTransitionEnd}
        >
          {[...logos, ...logos].map((l, i) => (
            <Slide
              key={i}
              role={i < n ? 'group' : undefined}
              aria-roledescription={i < n ? 'slide' : undefined}
              aria-label={i < n ? slideLabel(i) : undefined}
              aria-hidden={i >= n ? true : undefined}
            >
              <img src={l.logo} alt={i < n ? l.name : ''} width={240} height={96} decoding="async" />
            </Slide>
          ))}
        </Track>
      </Viewport>
      <CarouselControls label={label} carousel={carousel} current={slideLabel(carousel.index)} />
    </Region>
  )
}

/**
 * Turns the carousel's index (0…n-1) into a track position that loops without rewinding: the logos are drawn twice,
 * so going from the last to the first slides on to the copy at n, then jumps back to 0 unseen (and the reverse for previous).
 */
function useLoopPosition(index: number, n: number, reducedMotion: boolean) {
  const [state, setState] = useState({ value: 0, animate: true })
  const previousIndex = useRef(index)
  useEffect(() => {
    const from = previousIndex.current
    previousIndex.current = index
    if (from === index) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the track follows the index in steps, the last a frame later
    if (reducedMotion) return setState({ value: index, animate: false })
    if (from === n - 1 && index === 0) return setState({ value: n, animate: true })
    if (from === 0 && index === n - 1) {
      setState({ value: n, animate: false })
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setState({ value: n - 1, animate: true })))
      return () => cancelAnimationFrame(frame)
    }
    setState({ value: index, animate: true })
  }, [index, n, reducedMotion])
  const onTransitionEnd = () => setState((s) => (s.value === n ? { value: 0, animate: false } : s))
  return { ...state, onTransitionEnd }
}

// Its share of the strip, but never narrower than a logo can be read at (theme.sizes.logoSlide): a phone shows fewer.
const Region = styled.section`
  --slide: max(${uiConstants.carousels.logoSlidePercent}%, ${(p) => p.theme.sizes.logoSlide});
  ${pausedWhenReached}
`

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(
    90deg,
    transparent,
    ${(p) => p.theme.colors.ink} 4%,
    ${(p) => p.theme.colors.ink} 96%,
    transparent
  );
`

const Track = styled.div<{ $animate: boolean; $rotation?: ReturnType<typeof stripRotation> }>`
  display: flex;
  transition: ${(p) => (p.$animate ? `transform ${p.theme.motion.slow} ease` : 'none')};
  ${(p) => p.$rotation}
`

const Slide = styled.div`
  flex: 0 0 var(--slide);
  padding: ${(p) => p.theme.space[2]};
  img {
    display: block;
    width: 100%;
    height: auto;
    padding: ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.plate};
    border: 1px solid ${(p) => p.theme.colors.line};
    ${logoPlateInForcedColors}
  }
`

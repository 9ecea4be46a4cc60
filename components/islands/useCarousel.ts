import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'

/**
 * The rotation both partner carousels and the trade-news ticker share: advances every `intervalMs` in a loop, and
 * stands still while the visitor hovers it, while focus is inside it (except on the rotation button itself) and after
 * they press pause. Under prefers-reduced-motion it starts paused: nothing moves until the visitor presses play.
 * `regionProps` make the widget's element a region named `label`. `movedByVisitor` says the slide shown is one the
 * visitor moved to with previous or next: a widget announces that slide then, and never a change it made by itself.
 */
export function useCarousel(count: number, intervalMs: number, label: string) {
  const [index, setIndex] = useState(0)
  // What the visitor chose with the rotation button; until then, the reduced-motion setting decides.
  const [choice, setChoice] = useState<'play' | 'pause'>()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const userPaused = choice ? choice === 'pause' : reducedMotion
  const rotating = !userPaused && !hovered && !focused

  const [movedByVisitor, setMovedByVisitor] = useState(false)
  const step = useCallback((by: number) => setIndex((i) => (i + by + count) % count), [count])

  useEffect(() => {
    if (!rotating || count < 2) return
    const timer = window.setInterval(() => {
      step(1)
      setMovedByVisitor(false)
    }, intervalMs)
    return () => window.clearInterval(timer)
  }, [rotating, step, intervalMs, count])

  const regionProps = {
    'aria-roledescription': 'carousel',
    'aria-label': label,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (e: FocusEvent<HTMLElement>) => setFocused(!e.target.hasAttribute('data-rotation-control')),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false)
    },
  }

  return {
    index,
    next: () => {
      step(1)
      setMovedByVisitor(true)
    },
    previous: () => {
      step(-1)
      setMovedByVisitor(true)
    },
    movedByVisitor,
    userPaused,
    reducedMotion,
    togglePause: () => setChoice(userPaused ? 'play' : 'pause'),
    regionProps,
  }
}

export type Carousel = ReturnType<typeof useCarousel>

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** False on the server and while hydrating (as the server rendered it), then the visitor's setting. */
function useReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

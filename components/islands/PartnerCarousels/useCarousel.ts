import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'

/**
 * The rotation logic both partner carousels share: advances every `intervalMs` in a loop, and stands still while
 * the visitor hovers it, while focus is inside it (except on the rotation button itself), after they press pause,
 * and always under prefers-reduced-motion. `regionProps` make the carousel's element a region named `label`;
 * `live` is the aria-live of its slides: announced only while they stand still.
 */
export function useCarousel(count: number, intervalMs: number, label: string) {
  const [index, setIndex] = useState(0)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const rotating = !userPaused && !hovered && !focused && !reducedMotion

  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count])
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count])

  useEffect(() => {
    if (!rotating || count < 2) return
    const timer = window.setInterval(next, intervalMs)
    return () => window.clearInterval(timer)
  }, [rotating, next, intervalMs, count])

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
    next,
    previous,
    userPaused,
    reducedMotion,
    togglePause: () => setUserPaused((p) => !p),
    regionProps,
    live: userPaused || reducedMotion ? ('polite' as const) : ('off' as const),
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

import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'

/**
 * The rotation logic both partner carousels share: advances every `intervalMs` in a loop, and stands still while
 * the visitor hovers it, while focus is inside it (except on the rotation button itself), after they press pause,
 * and always under prefers-reduced-motion.
 */
export function useCarousel(count: number, intervalMs: number) {
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
    rotating,
    userPaused,
    reducedMotion,
    togglePause: () => setUserPaused((p) => !p),
    regionProps,
  }
}

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

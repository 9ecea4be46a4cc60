import { useCallback, useEffect, useState, type FocusEvent } from 'react'

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
    onFocus: (e: FocusEvent<HTMLElement>) => setFocused(!(e.target as HTMLElement).hasAttribute('data-rotation-control')),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return { index, next, previous, rotating, userPaused, reducedMotion, togglePause: () => setUserPaused((p) => !p), regionProps }
}

function useReducedMotion() {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduced
}

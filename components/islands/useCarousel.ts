import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'

/**
 * A rotation its widget's CSS runs until the visitor uses a control (a CSS animation that pauses on hover and focus
 * and stands still under reduced motion): the page needs no script for it to move. `indexShown` reads the slide the
 * animation shows, where the script takes over.
 */
export type CssRotation = { indexShown: () => number }

/**
 * The rotation both partner carousels and the trade-news ticker share: advances every `intervalMs` in a loop, and
 * stands still while the visitor hovers it, while focus is inside it (except on the rotation button itself) and after
 * they press pause. Under prefers-reduced-motion it starts paused: nothing moves until the visitor presses play.
 * `regionProps` make the widget's element a region named `label`. `movedByVisitor` says the slide shown is one the
 * visitor moved to with previous or next: a widget announces that slide then, and never a change it made by itself.
 * With `css`, the widget's CSS rotates it (`live` false) until a control is pressed; the script then goes on from the
 * slide shown.
 */
export function useCarousel(count: number, intervalMs: number, label: string, css?: CssRotation) {
  const [index, setIndex] = useState(0)
  const [live, setLive] = useState(!css)
  // What the visitor chose with the rotation button; until then, the reduced-motion setting decides.
  const [choice, setChoice] = useState<'play' | 'pause'>()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const userPaused = choice ? choice === 'pause' : reducedMotion
  const rotating = live && !userPaused && !hovered && !focused

  const [movedByVisitor, setMovedByVisitor] = useState(false)
  const step = useCallback((by: number) => setIndex((i) => (i + by + count) % count), [count])
  /** The script takes the rotation over from the CSS, at the slide it shows. */
  const takeOver = () => {
    if (live || !css) return
    setIndex(css.indexShown() % count)
    setLive(true)
  }

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
    /** False while the widget's CSS runs the rotation (no control used yet). */
    live,
    next: () => {
      takeOver()
      step(1)
      setMovedByVisitor(true)
    },
    previous: () => {
      takeOver()
      step(-1)
      setMovedByVisitor(true)
    },
    movedByVisitor,
    userPaused,
    reducedMotion,
    togglePause: () => {
      takeOver()
      setChoice(userPaused ? 'play' : 'pause')
    },
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

/**
 * The slide a CSS rotation shows: its animation has run `currentTime` ms (paused on hover, it stands), one slide every
 * `intervalMs`. 0 before it runs, and when it does not (reduced motion).
 */
export function slideShownByCss(el: Element | null, intervalMs: number) {
  const time = Number(el?.getAnimations()[0]?.currentTime ?? 0)
  return Number.isFinite(time) ? Math.floor(time / intervalMs) : 0
}

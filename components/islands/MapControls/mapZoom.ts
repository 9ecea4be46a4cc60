import { uiConstants } from '../../../content/uiConstants'

/** Map zoom limits, in percent. */
export const mapZoom = {
  min: uiConstants.map.zoomMin,
  max: uiConstants.map.zoomMax,
  step: uiConstants.map.zoomStep,
} as const

export type ZoomAction = 'in' | 'out' | 'reset'

/** The next zoom level in percent: one step in or out, clamped to 100–400; reset returns to 100. */
export function nextZoom(level: number, action: ZoomAction): number {
  if (action === 'reset') return mapZoom.min
  const next = level + (action === 'in' ? mapZoom.step : -mapZoom.step)
  return Math.min(mapZoom.max, Math.max(mapZoom.min, next))
}

export type Viewport = { scrollLeft: number; scrollTop: number; clientWidth: number; clientHeight: number }

/**
 * Where to scroll after zooming from one level to another so that the point at the centre of the view stays there.
 * Content size scales with the level, so a content coordinate c becomes c * to / from.
 */
export function scrollAfterZoom(view: Viewport, from: number, to: number): { left: number; top: number } {
  const ratio = to / from
  const cx = view.scrollLeft + view.clientWidth / 2
  const cy = view.scrollTop + view.clientHeight / 2
  return {
    left: Math.max(0, cx * ratio - view.clientWidth / 2),
    top: Math.max(0, cy * ratio - view.clientHeight / 2),
  }
}

/** After a reset the view recentres to a quarter of the scroll extent. */
export function scrollAfterReset(size: {
  scrollWidth: number
  scrollHeight: number
  clientWidth: number
  clientHeight: number
}) {
  return {
    left: Math.max(0, size.scrollWidth - size.clientWidth) / 4,
    top: Math.max(0, size.scrollHeight - size.clientHeight) / 4,
  }
}

/** Keyboard: + / = zooms in, - zooms out, 0 resets; arrows pan by this many pixels. */
const panStep = 60

export function keyToAction(key: string): ZoomAction | { dx: number; dy: number } | null {
  switch (key) {
    case '+':
    case '=':
      return 'in'
    case '-':
    case '_':
      return 'out'
    case '0':
      return 'reset'
    case 'ArrowLeft':
      return { dx: -panStep, dy: 0 }
    case 'ArrowRight':
      return { dx: panStep, dy: 0 }
    case 'ArrowUp':
      return { dx: 0, dy: -panStep }
    case 'ArrowDown':
      return { dx: 0, dy: panStep }
    default:
      return null
  }
}

/** Picks the ramp colour index for a rate: the first step whose upper bound holds the rate. */
export function rampIndex(rate: number, steps: readonly number[]): number {
  const i = steps.findIndex((upper) => rate <= upper)
  return i === -1 ? steps.length - 1 : i
}

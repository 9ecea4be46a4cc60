import { Minus, Plus, RotateCcw } from 'lucide-react'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { keyToAction, mapZoom, nextZoom, scrollAfterReset, scrollAfterZoom, type ZoomAction } from './mapZoom'
import { screenOnly } from '../../mediaStyles'

type Props = {
  /** Id of the scrollable map viewport rendered on the server. */
  viewportId: string
  /** Id of the element inside it that is sized to the zoom level. */
  canvasId: string
  labels: { zoomOut: string; zoomIn: string; reset: string; level: string }
}

/**
 * The map's only JavaScript: zoom buttons and level, plus drag and keyboard handling attached to the
 * server-rendered viewport. The SVG itself never travels as script.
 */
export default function MapControls({ viewportId, canvasId, labels }: Props) {
  const [level, setLevel] = useState<number>(mapZoom.min)
  const levelRef = useRef(level)

  function apply(action: ZoomAction) {
    const viewport = document.getElementById(viewportId)
    const canvas = document.getElementById(canvasId)
    if (!viewport || !canvas) return
    const from = levelRef.current
    const to = nextZoom(from, action)
    const before = {
      scrollLeft: viewport.scrollLeft,
      scrollTop: viewport.scrollTop,
      clientWidth: viewport.clientWidth,
      clientHeight: viewport.clientHeight,
    }
    canvas.style.width = `${to}%`
    canvas.style.height = `${to}%`
    const target = action === 'reset' ? scrollAfterReset(viewport) : scrollAfterZoom(before, from, to)
    viewport.scrollTo({ left: target.left, top: target.top })
    levelRef.current = to
    setLevel(to)
  }
  const applyKey = useEffectEvent(apply)

  useEffect(() => {
    const viewport = document.getElementById(viewportId)
    if (!viewport) return
    let drag: { x: number; y: number; left: number; top: number } | null = null
    const end = () => {
      drag = null
      delete viewport.dataset.dragging
    }
    const down = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return // touch pans natively by scrolling
      drag = { x: e.clientX, y: e.clientY, left: viewport.scrollLeft, top: viewport.scrollTop }
      viewport.dataset.dragging = 'true'
      e.preventDefault()
    }
    const move = (e: PointerEvent) => {
      if (!drag) return
      viewport.scrollLeft = drag.left - (e.clientX - drag.x)
      viewport.scrollTop = drag.top - (e.clientY - drag.y)
    }
    const key = (e: KeyboardEvent) => {
      const action = keyToAction(e.key)
      if (!action) return
      e.preventDefault()
      if (typeof action === 'string') applyKey(action)
      else viewport.scrollBy({ left: action.dx, top: action.dy })
    }
    viewport.addEventListener('pointerdown', down)
    viewport.addEventListener('pointermove', move)
    viewport.addEventListener('pointerup', end)
    viewport.addEventListener('pointerleave', end)
    viewport.addEventListener('keydown', key)
    return () => {
      viewport.removeEventListener('pointerdown', down)
      viewport.removeEventListener('pointermove', move)
      viewport.removeEventListener('pointerup', end)
      viewport.removeEventListener('pointerleave', end)
      viewport.removeEventListener('keydown', key)
    }
  }, [viewportId])

  const atMin = level <= mapZoom.min
  const atMax = level >= mapZoom.max
  return (
    <Bar role="toolbar" aria-label={labels.level} aria-controls={viewportId}>
      <Btn
        type="button"
        onClick={() => !atMin && apply('out')}
        aria-disabled={atMin}
        aria-label={labels.zoomOut}
        title={labels.zoomOut}
      >
        <Minus size={18} aria-hidden />
      </Btn>
      <Level aria-live="polite">
        <span className="visually-hidden">{labels.level} </span>
        {level}%
      </Level>
      <Btn
        type="button"
        onClick={() => !atMax && apply('in')}
        aria-disabled={atMax}
        aria-label={labels.zoomIn}
        title={labels.zoomIn}
      >
        <Plus size={18} aria-hidden />
      </Btn>
      <Btn type="button" onClick={() => apply('reset')} $wide>
        <RotateCcw size={16} aria-hidden /> {labels.reset}
      </Btn>
    </Bar>
  )
}

const Bar = styled.div`
  ${screenOnly}
  display: inline-flex;
  flex-wrap: wrap; /* Reset goes under the zoom buttons on a zoomed-in phone, not off the screen. */
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  padding: ${(p) => p.theme.space[1]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.sm};
`

const Btn = styled.button<{ $wide?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]};
  min-width: 40px;
  height: 40px;
  padding: 0 ${(p) => (p.$wide ? p.theme.space[3] : '0')};
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.ink};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceSunken};
  }
  &[aria-disabled='true'] {
    color: ${(p) => p.theme.colors.subtle};
    cursor: not-allowed;
    background: transparent;
  }
`

const Level = styled.output`
  min-width: 4.5ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${(p) => p.theme.colors.ink};
`

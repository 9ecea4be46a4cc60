import { X } from 'lucide-react'
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import { styled } from 'styled-components'
import { uiConstants } from '../../content/uiConstants'
import { below } from '../../renderer/theme'
import { useToastStore, type Toast } from '../../stores/useToastStore'
import { screenOnly } from '../mediaStyles'

/** True when a rightward drag has gone past the swipe threshold. */
export const isSwipeDismiss = (dx: number) => dx > uiConstants.toast.swipeThresholdPx

/**
 * Where toasts appear. The live region is in the HTML from the start so screen readers announce what enters it.
 * Render once per page, beside the widget that raises toasts.
 */
/** The names assistive technology reads for the toasts' region and a toast's close button. */
export type ToastLabels = { region: string; close: string }

export function Toaster({ labels }: { labels: ToastLabels }) {
  const toasts = useToastStore((s) => s.toasts)
  const dismiss = useToastStore((s) => s.dismiss)
  return (
    <Viewport role="status" aria-live="polite" aria-atomic="true" aria-label={labels.region}>
      {toasts.map((t) => (
        <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} closeLabel={labels.close} />
      ))}
    </Viewport>
  )
}

/** One toast: swiped right or closed with its button; it does not go by itself while hovered or focused (WCAG 2.2.1). */
function ToastCard({ toast, onDismiss, closeLabel }: { toast: Toast; onDismiss: () => void; closeLabel: string }) {
  const start = useRef<number | null>(null)
  const [dx, setDx] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const held = hovered || focused
  useEffect(() => {
    const { hold, release } = useToastStore.getState()
    if (held) hold(toast.id)
    else release(toast.id)
  }, [held, toast.id])
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return
    start.current = e.clientX
    e.currentTarget.setPointerCapture(e.pointerId)
  }
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return
    // A drag is a swipe, never a text selection: a selection left behind would make the next swipe drag that text
    // away (the browser's drag and drop, which cancels the pointer), and the toast would stay.
    window.getSelection()?.removeAllRanges()
    setDx(Math.max(0, e.clientX - start.current))
  }
  // The distance comes from the event itself: the last move's state update may not have rendered yet on a fast swipe.
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return
    const moved = e.clientX - start.current
    start.current = null
    if (isSwipeDismiss(moved)) onDismiss()
    else setDx(0)
  }
  return (
    <Card
      $variant={toast.variant}
      data-variant={toast.variant}
      style={
        dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - dx / 200), transition: 'none' } : undefined
      }
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e: FocusEvent<HTMLDivElement>) => setFocused(e.currentTarget.contains(e.relatedTarget))}
    >
      <div>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <Close type="button" onClick={onDismiss} aria-label={closeLabel}>
        <X size={18} aria-hidden />
      </Close>
    </Card>
  )
}

/*
 * Top right, under the header: at the bottom a toast covered what the visitor had just used, a form's Send and the
 * reason a send failed above it (on a phone the whole bottom of the screen).
 */
const Viewport = styled.div`
  ${screenOnly}
  position: fixed;
  top: calc(${(p) => p.theme.sizes.headerHeight} + ${(p) => p.theme.space[4]});
  right: ${(p) => p.theme.space[6]};
  z-index: ${(p) => p.theme.z.toast};
  width: min(420px, calc(100vw - 2rem));
  /* Only the toasts take the pointer: the strip a toast leaves as it is dragged or glides is the page's. */
  pointer-events: none;
  ${below.md} {
    top: calc(${(p) => p.theme.sizes.headerHeight} + ${(p) => p.theme.space[2]});
    right: ${(p) => p.theme.space[4]};
  }
`

const Card = styled.div<{ $variant: Toast['variant'] }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.$variant === 'destructive' ? p.theme.colors.danger : p.theme.colors.line)};
  border-left: 4px solid ${(p) => (p.$variant === 'destructive' ? p.theme.colors.danger : p.theme.colors.success)};
  background: ${(p) => (p.$variant === 'destructive' ? p.theme.colors.dangerFill : p.theme.colors.surface)};
  color: ${(p) => (p.$variant === 'destructive' ? p.theme.colors.onDanger : p.theme.colors.text)};
  box-shadow: ${(p) => p.theme.shadows.lg};
  touch-action: pan-y;
  pointer-events: auto;
  transition:
    transform ${(p) => p.theme.motion.base},
    opacity ${(p) => p.theme.motion.base};
  animation: toast-in ${(p) => p.theme.motion.base} ease-out;
  @keyframes toast-in {
    from {
      transform: translateY(-12px);
      opacity: 0;
    }
  }
`

const Title = styled.p`
  margin: 0;
  font-weight: 700;
  color: inherit;
`

const Description = styled.p`
  margin: ${(p) => p.theme.space[1]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: inherit;
  opacity: 0.9;
`

const Close = styled.button`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.neutralHover};
  }
`

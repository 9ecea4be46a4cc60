import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { styled } from 'styled-components'
import { labels } from '../../../content/labels'
import type { Carousel } from '../useCarousel'
import { screenOnly } from '../../mediaStyles'

/**
 * Previous, pause/play and next: the visible controls of a partner carousel named `label`; and, for assistive
 * technology, the name of the slide shown (`current`) once the visitor moved to it with previous or next.
 */
export function CarouselControls({ label, carousel, current }: { label: string; carousel: Carousel; current: string }) {
  const { previous, next, userPaused: paused, togglePause, movedByVisitor } = carousel
  const t = labels.rotation
  return (
    <Bar>
      <p className="visually-hidden" role="status">
        {movedByVisitor ? current : ''}
      </p>
      <Round type="button" onClick={previous} aria-label={`${t.previous}: ${label}`}>
        <ChevronLeft aria-hidden="true" size={20} />
      </Round>
      <Toggle
        type="button"
        onClick={togglePause}
        data-rotation-control
        aria-label={`${paused ? t.play : t.pause}: ${label}`}
      >
        {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
        <span aria-hidden="true">{paused ? t.play : t.pause}</span>
      </Toggle>
      <Round type="button" onClick={next} aria-label={`${t.next}: ${label}`}>
        <ChevronRight aria-hidden="true" size={20} />
      </Round>
    </Bar>
  )
}

const Bar = styled.div`
  ${screenOnly}
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  margin-top: ${(p) => p.theme.space[5]};
`

const Round = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.colors.line};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.ink};
  cursor: pointer;
  box-shadow: ${(p) => p.theme.shadows.sm};
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryDark};
  }
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 44px;
  min-width: 6.5rem;
  justify-content: center;
  padding: 0 ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii.pill};
  border: 1px solid ${(p) => p.theme.colors.line};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.ink};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
`

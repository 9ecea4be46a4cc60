import { css, keyframes } from 'styled-components'
import { theme } from '../../../renderer/theme'

// The partner carousels' rotations as CSS animations: they move from the first paint, with no script, pause while the
// pointer is over the carousel or focus is in it, and stand still under reduced motion. The script takes over, from
// the slide shown, once the visitor presses a control (useCarousel).

/** How long a slide takes to move in or fade, in ms: the theme's slow motion, as the script's transitions. */
const MOVE_MS = Number.parseInt(theme.motion.slow, 10)

/** A moment of the rotation as a keyframe's offset, rounded down: the state it names holds from that moment on. */
const at = (ms: number, total: number) => `${Math.floor((ms / total) * 1e6) / 1e4}%`

/**
 * The logo strip's rotation over `n` logos: it holds each position for `intervalMs`, sliding on to the next in the last
 * moment of it. Position n is the copy of the first logo (the strip draws them twice): the loop starts again there
 * unseen.
 */
export function stripRotation(n: number, intervalMs: number) {
  const total = n * intervalMs
  const position = (k: number) => `transform: translateX(calc(-${k} * var(--slide)))`
  const frames = [`0% { ${position(0)} }`]
  for (let i = 0; i < n; i++)
    frames.push(
      `${at((i + 1) * intervalMs - MOVE_MS, total)} { ${position(i)}; animation-timing-function: ease }`,
      `${at((i + 1) * intervalMs, total)} { ${position(i + 1)} }`,
    )
  const rotation = keyframes`${frames.join('\n')}`
  return css`
    animation: ${rotation} ${total}ms linear infinite;
  `
}

/**
 * One of `n` slides shown at a time, each for `intervalMs`, the next fading in as the last fades out: the same
 * animation on every slide, slide `i` starting `i` intervals later. Hidden slides are `visibility: hidden`, out of the
 * accessibility tree and the tab order.
 */
export function fadeRotation(n: number, intervalMs: number) {
  const total = n * intervalMs
  const shown = 'opacity: 1; visibility: visible'
  const gone = 'opacity: 0; visibility: hidden'
  const rotation = keyframes`
    0% { ${shown} }
    ${at(intervalMs - MOVE_MS, total)} { ${shown} }
    ${at(intervalMs, total)} { ${gone} }
    ${at(total - MOVE_MS, total)} { ${gone} }
    100% { ${shown} }
  `
  return (i: number) => css`
    animation: ${rotation} ${total}ms linear ${i === 0 ? 0 : (i - n) * intervalMs}ms infinite;
  `
}

/** The class of the element a carousel's CSS rotation moves (the strip, each spotlight slide). */
export const ROTATING = 'rotating'

/** What a CSS rotation does while the visitor looks closer, or does not want motion: it stands. */
export const pausedWhenReached = css`
  &:hover .${ROTATING}, &:focus-within .${ROTATING} {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    .${ROTATING} {
      animation: none;
    }
  }
`

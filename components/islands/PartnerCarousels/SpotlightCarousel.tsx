import { useMemo, useRef } from 'react'
import { styled } from 'styled-components'
import { below, media } from '../../../renderer/theme'
import { PartnerBlurb } from '../PartnerBlurb'
import { partnersPage } from '../../../content/partnersPage'
import { CarouselControls } from './CarouselControls'
import { slideShownByCss, useCarousel } from '../useCarousel'
import { fadeRotation, pausedWhenReached, ROTATING } from './cssRotation'
import { uiConstants } from '../../../content/uiConstants'
import { logoPlateInForcedColors } from '../../mediaStyles'
import { arrowLink } from '../../cards/arrowLink'

export type Spotlight = { name: string; logo: string; url: string; group: string; description: string }

/**
 * One partner at a time with its story, advancing every 4 s (an island). The slides fade by CSS until a control is
 * pressed (a hidden slide is `visibility: hidden`, out of reach of the keyboard and screen readers); then the script
 * shows the current one and marks the others hidden and inert.
 */
export default function SpotlightCarousel({ items }: { items: Spotlight[] }) {
  const n = items.length
  const label = partnersPage.spotlight.label
  const interval = uiConstants.carousels.contentIntervalMs
  const stack = useRef<HTMLDivElement>(null)
  const carousel = useCarousel(n, interval, label, {
    indexShown: () => slideShownByCss(stack.current?.firstElementChild ?? null, interval),
  })
  const rotation = useMemo(() => fadeRotation(n, interval), [n, interval])
  const { index, live } = carousel
  return (
    <Region {...carousel.regionProps}>
      <Stack ref={stack}>
        {items.map((item, i) => {
          const current = i === index
          return (
            <Slide
              key={item.name}
              className={ROTATING}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${n}`}
              aria-hidden={live ? !current : undefined}
              inert={live ? !current : undefined}
              $current={current}
              $rotation={live ? undefined : rotation(i)}
            >
              <img src={item.logo} alt="" width={240} height={96} loading="lazy" decoding="async" />
              <div>
                <Group>{item.group}</Group>
                <PartnerBlurb partner={item} />
              </div>
              {/* Each slide's own number, shown with it. */}
              <Counter aria-hidden="true">
                {i + 1} / {n}
              </Counter>
            </Slide>
          )
        })}
      </Stack>
      <CarouselControls label={label} carousel={carousel} current={`${items[index]?.name} (${index + 1} of ${n})`} />
    </Region>
  )
}

const Region = styled.section`
  position: relative;
  ${pausedWhenReached}
`

/** Slides share one grid cell, so the tallest sets the height and only the current one shows. */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`

const Slide = styled.div<{ $current: boolean; $rotation?: ReturnType<ReturnType<typeof fadeRotation>> }>`
  grid-area: 1 / 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[6]};
  align-items: center;
  padding: ${(p) => p.theme.space[8]};
  border-radius: ${(p) => p.theme.radii.xl};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  box-shadow: ${(p) => p.theme.shadows.md};
  opacity: ${(p) => (p.$current ? 1 : 0)};
  visibility: ${(p) => (p.$current ? 'visible' : 'hidden')};
  transition:
    opacity ${(p) => p.theme.motion.slow},
    visibility ${(p) => p.theme.motion.slow};
  ${(p) => p.$rotation}
  ${media.md} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
  ${below.sm} {
    padding: ${(p) => p.theme.space[5]};
  }
  img {
    width: 240px;
    max-width: 100%;
    height: auto;
    border-radius: ${(p) => p.theme.radii.plate};
    background: ${(p) => p.theme.colors.logoGround};
    ${logoPlateInForcedColors}
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes['2xl']};
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  a {
    ${arrowLink}
  }
`

const Group = styled.p`
  && {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.primaryDark};
  }
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  margin-bottom: ${(p) => p.theme.space[1]};
`

const Counter = styled.span`
  position: absolute;
  top: ${(p) => p.theme.space[4]};
  right: ${(p) => p.theme.space[5]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.subtle};
`

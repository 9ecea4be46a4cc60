import { UserRound } from 'lucide-react'
import { styled } from 'styled-components'

/** A person's photo, or the placeholder icon when the testimonial has no image. */
export function Portrait({ image, size = 56, lazy = true }: { image: string; size?: number; lazy?: boolean }) {
  return image ? (
    <Photo
      src={image}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      $size={size}
    />
  ) : (
    <Placeholder $size={size} data-testid="portrait-placeholder">
      <UserRound aria-hidden="true" size={Math.round(size * 0.55)} />
    </Placeholder>
  )
}

const Photo = styled.img<{ $size: number }>`
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
  background: ${(p) => p.theme.colors.surfaceSunken};
`

const Placeholder = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  flex: none;
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.primaryDark};
`

import type { ComponentProps } from 'react'
import { styled } from 'styled-components'

/**
 * soft: a card's icon on the brand's tint; deep: the same with a darker icon (the home page's cards); accent: on the
 * accent colour; solid: a page's icon in its dark opening band; portrait: a person's placeholder for a photo.
 */
const looks = {
  soft: { size: 48, radius: 'md', background: 'primarySoft', color: 'primary' },
  deep: { size: 48, radius: 'md', background: 'primarySoft', color: 'primaryDark' },
  accent: { size: 48, radius: 'md', background: 'accent', color: 'onAccent' },
  solid: { size: 56, radius: 'lg', background: 'primary', color: 'onPrimary' },
  portrait: { size: 80, radius: 'pill', background: 'primarySoft', color: 'primary' },
} as const

type Look = keyof typeof looks

/** An icon (its child) centred on a rounded square or a circle, above a card's, a page's or a person's name. */
export function IconBadge({ look = 'soft', ...rest }: { look?: Look } & ComponentProps<'div'>) {
  return <Badge $look={look} {...rest} />
}

const Badge = styled.div<{ $look: Look }>`
  width: ${(p) => looks[p.$look].size}px;
  height: ${(p) => looks[p.$look].size}px;
  display: grid;
  place-items: center;
  margin-bottom: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii[looks[p.$look].radius]};
  background: ${(p) => p.theme.colors[looks[p.$look].background]};
  color: ${(p) => p.theme.colors[looks[p.$look].color]};
`

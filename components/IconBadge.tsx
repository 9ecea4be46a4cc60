import { styled } from 'styled-components'
import { Icon, type IconName } from './mdx/Icon'

/** soft: a card's icon, on the brand's tint; solid: a page's icon in its dark opening band, on the brand colour. */
const looks = {
  soft: { size: 48, icon: 24, radius: 'md', background: 'primarySoft', color: 'primary' },
  solid: { size: 56, icon: 28, radius: 'lg', background: 'primary', color: 'onDark' },
} as const

type Tone = keyof typeof looks

/** An icon on its rounded square, above a card's or a page's title. */
export function IconBadge({ name, tone = 'soft' }: { name: IconName; tone?: Tone }) {
  return (
    <Badge $tone={tone}>
      <Icon name={name} size={looks[tone].icon} />
    </Badge>
  )
}

const Badge = styled.div<{ $tone: Tone }>`
  width: ${(p) => looks[p.$tone].size}px;
  height: ${(p) => looks[p.$tone].size}px;
  display: grid;
  place-items: center;
  margin-bottom: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii[looks[p.$tone].radius]};
  background: ${(p) => p.theme.colors[looks[p.$tone].background]};
  color: ${(p) => p.theme.colors[looks[p.$tone].color]};
`

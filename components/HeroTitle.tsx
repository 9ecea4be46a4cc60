import { styled } from 'styled-components'
import { IconBadge } from './IconBadge'
import { Icon, type IconName } from './mdx/Icon'
import { searchIgnored } from './search/searchIgnored'

type Props = {
  icon?: IconName
  eyebrow?: string
  title: string
  lead?: string
  /** article: a long-form page's header, the lead as wide as the text below it; band: beside a picture, narrower. */
  layout: 'article' | 'band'
}

/** The title block of a page's dark opening band: its icon, eyebrow, the page's one h1 and the lead. */
export function HeroTitle({ icon, eyebrow, title, lead, layout }: Props) {
  return (
    <>
      {icon && (
        <IconBadge look="solid">
          <Icon name={icon} size={28} />
        </IconBadge>
      )}
      {eyebrow && <Eyebrow $layout={layout}>{eyebrow}</Eyebrow>}
      <Title>{title}</Title>
      {lead && <Lead $layout={layout}>{lead}</Lead>}
    </>
  )
}

const Eyebrow = styled.p.attrs(searchIgnored)<{ $layout: Props['layout'] }>`
  margin: 0 0 ${(p) => p.theme.space[p.$layout === 'article' ? 2 : 3]};
  color: ${(p) => p.theme.colors.accent};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${(p) => p.theme.fontSizes.sm};
`
const Title = styled.h1`
  color: ${(p) => p.theme.colors.onDark};
  font-size: ${(p) => p.theme.fontSizes['5xl']};
  margin: 0;
`
const Lead = styled.p<{ $layout: Props['layout'] }>`
  max-width: ${(p) => (p.$layout === 'article' ? p.theme.sizes.prose : '60ch')};
  font-size: ${(p) => p.theme.fontSizes.xl};
  margin: ${(p) => p.theme.space[4]} 0 0;
`

import type { ReactNode } from 'react'
import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { cardSurface } from '../cards/cardSurface'
import { CardGrid as Grid } from '../cards/CardGrid'
import { IconBadge } from '../IconBadge'
import { Icon, type IconName } from './Icon'
import { labels } from '../../content/labels'
import { arrowLink } from '../cards/arrowLink'

type Props = { title: string; icon?: IconName; href?: string; linkText?: string; id?: string; children?: ReactNode }

/**
 * A feature or benefit card: `<Card title="Carbon management" icon="Leaf">Text</Card>`.
 * With `href` it ends in a link (`linkText`, default 'Learn more'). Put several inside `<CardGrid>`.
 */
export function Card({ title, icon, href, linkText = labels.cardLink, id, children }: Props) {
  return (
    <Box id={id}>
      {icon && (
        <IconBadge>
          <Icon name={icon} />
        </IconBadge>
      )}
      <Title>{title}</Title>
      <Body>{children}</Body>
      {href && (
        <More href={href}>
          {linkText} <ArrowRight size={16} aria-hidden="true" />
        </More>
      )}
    </Box>
  )
}

/** The site's card grid under the name MDX uses: `columns` is the most per row on wide screens (2, 3 or 4; default 3). */
export function CardGrid({ columns = 3, children }: { columns?: number; children: ReactNode }) {
  return (
    <MdxGrid as="div" $min={columns >= 4 ? '13.75rem' : '16.25rem'} $gap={5}>
      {children}
    </MdxGrid>
  )
}

const MdxGrid = styled(Grid)`
  margin: ${(p) => p.theme.space[6]} 0;
`

const Box = styled.article`
  display: flex;
  flex-direction: column;
  padding: ${(p) => p.theme.space[6]};
  ${cardSurface}
  /* Beyond the page's scroll-padding (80 px, under the sticky header), a little room above a card's frame. */
  scroll-margin-top: ${(p) => p.theme.space[4]};
`
const Title = styled.h3`
  font-size: ${(p) => p.theme.fontSizes.xl};
`
const Body = styled.div`
  font-size: ${(p) => p.theme.fontSizes.md};
  color: ${(p) => p.theme.colors.muted};
  flex: 1;
  ul {
    padding-left: ${(p) => p.theme.space[5]};
    margin: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`
const More = styled.a`
  margin-top: ${(p) => p.theme.space[4]};
  ${arrowLink}
  /* With large text a word and the arrow may not fit on one line: the arrow moves down rather than out of the card. */
  flex-wrap: wrap;
  text-decoration: none;
`

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { below, media } from '../../renderer/theme'
import { useFrontmatter } from './Frontmatter'
import type { IconName } from './Icon'
import { HeroTitle } from '../HeroTitle'
import { columns } from '../layout'

type Props = { eyebrow?: string; title?: string; lead?: string; icon?: IconName; image?: string; children?: ReactNode }

/**
 * The opening band of a product page, with its buttons as children: `<Hero image="/images/products/fr8lens.svg">…buttons…</Hero>`.
 * Its eyebrow, title and lead are the page's frontmatter `eyebrow`, `title` and `description` unless given.
 */
export function Hero({ icon, image, children, ...given }: Props) {
  const fm = useFrontmatter()
  const text = (key: 'eyebrow' | 'title' | 'description') => (typeof fm[key] === 'string' ? fm[key] : undefined)
  const { eyebrow = text('eyebrow'), title = text('title') ?? '', lead = text('description') } = given
  return (
    <Band id="top">
      <Inner>
        <div>
          <HeroTitle icon={icon} eyebrow={eyebrow} title={title} lead={lead} layout="band" />
          {children}
        </div>
        {image && <Art src={image} alt="" width={480} height={360} />}
      </Inner>
    </Band>
  )
}

const Band = styled.header`
  background: linear-gradient(135deg, ${(p) => p.theme.colors.navyDeep}, ${(p) => p.theme.colors.navy});
  color: ${(p) => p.theme.colors.onDarkMuted};
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[4]};
  ${media.md} {
    padding: ${(p) => p.theme.space[20]} ${(p) => p.theme.space[4]};
  }
`
const Inner = styled.div`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  ${columns('md', '3fr 2fr', 10)}
  align-items: center;
`
const Art = styled.img`
  width: 100%;
  border-radius: ${(p) => p.theme.radii.xl};
  background: ${(p) => p.theme.colors.onDark};
  /* Decorative: on phones the text and buttons come first. */
  ${below.md} {
    display: none;
  }
`

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { media } from '../../renderer/theme'
import { FormattedDate } from '../mdx/FormattedDate'
import type { IconName } from '../mdx/Icon'
import { MDXComponents } from '../mdx/MDXComponents'
import { TableOfContents, TOC_MIN_SECTIONS } from '../mdx/TableOfContents'
import { contentOf, type Entry } from '../../content/collection'
import { LastUpdated } from './LastUpdated'
import { Prose } from './Prose'
import { HeroTitle } from '../HeroTitle'

type Props = {
  entry: Entry<'legal' | 'about' | 'pages' | 'blog'>
  eyebrow?: string
  icon?: IconName
  /** Shown under the title instead of the 'Last updated' line's default place (blog: date and reading time). */
  meta?: ReactNode
  /** Legal pages write dates as dd.mm.yyyy. */
  numericDates?: boolean
  /** At the top of the title block (the 'Back to About' button, which floats there from the medium width up). */
  before?: ReactNode
  /** At the top of the text, before the table of contents (a policy's upcoming version, 'What changed'). */
  notice?: ReactNode
  after?: ReactNode
}

/** The frame of a long-form MDX page: title block, 'Last updated', a table of contents from three sections, the text. */
export function ArticleLayout({ entry, eyebrow, icon, meta, numericDates, before, notice, after }: Props) {
  const { frontmatter: fm, toc } = entry
  const Content = contentOf(entry)
  return (
    <>
      <Header id="top">
        <Inner>
          {before}
          <HeroTitle icon={icon} eyebrow={eyebrow} title={fm.title} lead={fm.description} layout="article" />
          {meta}
          {'effective' in fm && fm.effective && (
            <Effective>
              Effective <FormattedDate value={fm.effective} />
            </Effective>
          )}
          <LastUpdated date={fm.updated} numeric={numericDates} />
        </Inner>
      </Header>
      <Body>
        {notice}
        {toc.length >= TOC_MIN_SECTIONS && <TableOfContents items={toc} />}
        <Prose>
          {/* eslint-disable-next-line react-hooks/static-components -- contentOf returns the MDX module's own component */}
          <Content components={MDXComponents} />
        </Prose>
        {after}
      </Body>
    </>
  )
}

const Header = styled.header`
  background: ${(p) => p.theme.colors.navy};
  color: ${(p) => p.theme.colors.onDarkMuted};
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[10]};
  ${media.md} {
    padding-top: ${(p) => p.theme.space[16]};
  }
`
const Inner = styled.div`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
`
const Body = styled.div`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[16]};
`
const Effective = styled.p`
  margin: ${(p) => p.theme.space[4]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.onDark};
`

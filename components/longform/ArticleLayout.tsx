import type { ReactNode } from 'react'
import { css, styled } from 'styled-components'
import { media } from '../../renderer/theme'
import { FormattedDate } from '../mdx/FormattedDate'
import { FrontmatterProvider } from '../mdx/Frontmatter'
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
      <Body $rail={toc.length >= TOC_MIN_SECTIONS}>
        {notice}
        {toc.length >= TOC_MIN_SECTIONS && <Rail items={toc} $belowBackLink={Boolean(before)} />}
        <Prose>
          <FrontmatterProvider value={fm}>
            {/* eslint-disable-next-line react-hooks/static-components -- contentOf returns the MDX module's own component */}
            <Content components={MDXComponents} />
          </FrontmatterProvider>
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
/**
 * From the large width, where the text's measure and the rail fit side by side, 'On this page' is a rail at the right
 * of the text (Rail). The text, the notices above it and what follows it keep the first column, one row each; the rail
 * spans them all, so it stays in view from the first line to the last. Narrower, it is the box above the text.
 */
const Body = styled.div<{ $rail: boolean }>`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[16]};
  ${(p) =>
    p.$rail &&
    css`
      ${media.lg} {
        display: grid;
        grid-template-columns: minmax(0, 1fr) ${p.theme.sizes.rail};
        column-gap: ${p.theme.space[12]};
        & > * {
          grid-column: 1;
        }
      }
    `}
`
/**
 * The rail: sticky below the header (and below the floating 'Back to About' button, which sits at the same right edge
 * of an About page), scrolling on its own when its list is taller than the window. The section being read is marked
 * with CSS alone (scroll-target-group: the browser tracks which heading its link leads to is in view), so the page
 * loads no script for it; a browser without it shows the rail unmarked.
 */
const Rail = styled(TableOfContents)<{ $belowBackLink: boolean }>`
  ${media.lg} {
    grid-column: 2;
    /* Every row of the first column: the notices, the text, what follows it. */
    grid-row: 1 / span 3;
    align-self: start;
    position: sticky;
    top: ${(p) =>
      p.$belowBackLink
        ? `calc(${p.theme.sizes.headerHeight} + ${p.theme.sizes.topBarHeight} + ${p.theme.sizes.tapTarget} + ${p.theme.space[8]})`
        : `calc(${p.theme.sizes.headerHeight} + ${p.theme.space[6]})`};
    max-height: calc(100vh - ${(p) => p.theme.sizes.headerHeight} - ${(p) => p.theme.space[12]});
    overflow-y: auto;
    margin: 0;
    padding: 0 0 0 ${(p) => p.theme.space[1]};
    background: none;
    border-radius: 0;
    ol {
      columns: auto;
      list-style: none;
      padding: 0;
      border-left: 2px solid ${(p) => p.theme.colors.line};
      scroll-target-group: auto;
    }
    li {
      margin: 0;
    }
    a {
      display: block;
      margin-left: -2px;
      padding: ${(p) => `${p.theme.space[1]} ${p.theme.space[3]}`};
      border-left: 2px solid transparent;
      color: ${(p) => p.theme.colors.muted};
      font-size: ${(p) => p.theme.fontSizes.sm};
      line-height: 1.4;
    }
    a:hover {
      color: ${(p) => p.theme.colors.primaryDark};
    }
    a:target-current {
      border-left-color: ${(p) => p.theme.colors.primary};
      color: ${(p) => p.theme.colors.primaryDark};
      font-weight: 600;
    }
  }
`
const Effective = styled.p`
  margin: ${(p) => p.theme.space[4]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.onDark};
`

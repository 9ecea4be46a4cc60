import { ArrowLeft, ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { blogIndex } from '../../content/blogIndex'
import { listPageUrl, type BlogList } from '../../content/blogPosts'
import { fill } from '../../content/fill'
import { media } from '../../renderer/theme'
import { Button } from '../Button'
import { searchIgnored } from '../search/searchIgnored'

/**
 * The way between the pages of a list of articles (the blog's, a topic's, an author's), below it: newer articles (the
 * page before), where this page stands, older articles (the page after). Nothing when the list is one page.
 */
export function BlogPages({ page, pages, list = { kind: 'blog' } }: { page: number; pages: number; list?: BlogList }) {
  if (pages <= 1) return null
  return (
    <Nav aria-label={blogIndex.pagesLabel}>
      {page > 1 && (
        <Button href={listPageUrl(list, page - 1)} rel="prev" $variant="outline">
          <ArrowLeft size={18} aria-hidden="true" /> {blogIndex.newer}
        </Button>
      )}
      <Where>{fill(blogIndex.pageOf, { page, pages })}</Where>
      {page < pages && (
        <Button href={listPageUrl(list, page + 1)} rel="next" $variant="outline">
          {blogIndex.older} <ArrowRight size={18} aria-hidden="true" />
        </Button>
      )}
    </Nav>
  )
}

const Nav = styled.nav`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[4]} 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  /* On a phone, each link the width of the column, one above the other. */
  a {
    flex: 1 1 100%;
  }
  /* Beside each other: newer at the left, where this page stands in the middle, older at the right. */
  ${media.sm} {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    a[rel='prev'] {
      grid-column: 1;
      justify-self: start;
    }
    a[rel='next'] {
      grid-column: 3;
      justify-self: end;
    }
  }
`
/** On a phone, on a line of its own above the links; from the small width on, between them. */
const Where = styled.p.attrs(searchIgnored)`
  margin: 0;
  flex-basis: 100%;
  order: -1;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  ${media.sm} {
    grid-column: 2;
    grid-row: 1;
  }
`

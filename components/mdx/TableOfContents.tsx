import { styled } from 'styled-components'
import { labels } from '../../content/labels'

/**
 * 'On this page': links to the level-2 headings. Layouts show it when a page has three or more (ArticleLayout: a box
 * above the text, a rail beside it on a wide screen).
 */
export function TableOfContents({
  items,
  className,
}: {
  items: readonly { id: string; text: string }[]
  className?: string
}) {
  return (
    <Nav aria-labelledby="toc-title" className={className}>
      <Title id="toc-title">{labels.tableOfContents}</Title>
      <ol>
        {items.map((i) => (
          <li key={i.id}>
            <a href={`#${i.id}`}>{i.text}</a>
          </li>
        ))}
      </ol>
    </Nav>
  )
}

/** Pages with fewer sections than this get no table of contents. */
export const TOC_MIN_SECTIONS = 3

const Nav = styled.nav`
  margin: ${(p) => p.theme.space[6]} 0 ${(p) => p.theme.space[8]};
  padding: ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surfaceAlt};
  ol {
    margin: 0;
    padding-left: ${(p) => p.theme.space[5]};
    columns: 2 240px;
    column-gap: ${(p) => p.theme.space[8]};
  }
  li {
    margin-bottom: ${(p) => p.theme.space[1]};
    break-inside: avoid;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`
const Title = styled.p`
  margin: 0 0 ${(p) => p.theme.space[2]};
  font-weight: 700;
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${(p) => p.theme.colors.muted};
`

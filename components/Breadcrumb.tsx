import { ChevronRight } from 'lucide-react'
import { styled } from 'styled-components'
import { absoluteUrl } from './seo/siteUrl'
import { JsonLd } from './seo/JsonLd'
import { labels } from '../content/labels'
import { wrapRow } from './layout'

export type Crumb = { name: string; href: string }

/**
 * The trail above a page's heading. A breadcrumb always starts with Home, so callers pass only what follows it;
 * the last item is the current page (not a link). Also emits the trail as schema.org BreadcrumbList.
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const trail = [{ name: 'Home', href: '/' }, ...items]
  return (
    <Nav aria-label={labels.breadcrumb}>
      <List>
        {trail.map((item, i) => {
          const current = i === trail.length - 1
          return (
            <Item key={item.href}>
              {current ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <>
                  <a href={item.href}>{item.name}</a>
                  <ChevronRight aria-hidden="true" size={14} />
                </>
              )}
            </Item>
          )
        })}
      </List>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((item, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: item.name,
            item: /^https?:\/\//.test(item.href) ? item.href : absoluteUrl(item.href),
          })),
        }}
      />
    </Nav>
  )
}

const Nav = styled.nav`
  font-size: ${(p) => p.theme.fontSizes.sm};
  margin-bottom: ${(p) => p.theme.space[4]};
`

const List = styled.ol`
  ${wrapRow(1)}
`

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  color: inherit;
  a {
    color: inherit;
    opacity: 0.85;
    text-decoration: none;
  }
  a:hover {
    opacity: 1;
    text-decoration: underline;
  }
  svg {
    opacity: 0.6;
  }
  [aria-current='page'] {
    font-weight: 600;
  }
`

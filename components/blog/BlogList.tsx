import { styled } from 'styled-components'
import { blogArticleUrl } from '../../content/blogPages'
import type { Entry } from '../../content/collection'
import { PostMeta } from '../longform/PostMeta'
import { searchIgnored } from '../search/searchIgnored'

/** One page of the blog's list: each article's title (a link), date, author, reading time and summary. */
export function BlogList({ posts, className }: { posts: Entry<'blog'>[]; className?: string }) {
  return (
    // Each article is found in search itself, at its own address: the list would only repeat their summaries.
    <List {...searchIgnored} className={className}>
      {posts.map((p) => (
        <li key={p.slug}>
          <article>
            <h2>
              <a href={blogArticleUrl(p.slug)}>{p.frontmatter.title}</a>
            </h2>
            <PostMeta date={p.frontmatter.date} author={p.frontmatter.author} minutes={p.readingMinutes} />
            <p>{p.frontmatter.description}</p>
          </article>
        </li>
      ))}
    </List>
  )
}

const List = styled.ol`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[10]} ${(p) => p.theme.space[4]} 0;
  li {
    padding: ${(p) => p.theme.space[8]} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.line};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes['2xl']};
    margin: 0;
  }
  h2 a {
    color: ${(p) => p.theme.colors.ink};
    text-decoration: none;
  }
  h2 a:hover {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    margin: ${(p) => p.theme.space[3]} 0 0;
  }
`

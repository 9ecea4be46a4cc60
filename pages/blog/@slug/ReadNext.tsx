import { ArrowLeft, ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { blogIndex } from '../../../content/blogIndex'
import { blogArticleUrl } from '../../../content/blogPages'
import type { Entry } from '../../../content/collection'
import { media } from '../../../renderer/theme'
import { CardGrid } from '../../../components/cards/CardGrid'
import { cardSurface } from '../../../components/cards/cardSurface'
import { LinkCard } from '../../../components/cards/LinkCard'
import { PostMeta } from '../../../components/longform/PostMeta'

type Post = Entry<'blog'>

/** 'Read next': the articles an article's end offers (content/blogRelations.ts), each a card. */
export function ReadNext({ posts }: { posts: Post[] }) {
  if (!posts.length) return null
  return (
    <section aria-labelledby="read-next">
      <Heading id="read-next">{blogIndex.end.readNext}</Heading>
      <CardGrid $min="15rem" $gap={5}>
        {posts.map((p) => (
          <li key={p.slug}>
            <LinkCard href={blogArticleUrl(p.slug)}>
              <h3>{p.frontmatter.title}</h3>
              <PostMeta date={p.frontmatter.date} author={p.frontmatter.author} minutes={p.readingMinutes} />
              <Summary>{p.frontmatter.description}</Summary>
            </LinkCard>
          </li>
        ))}
      </CardGrid>
    </section>
  )
}

/** The articles just before and after this one by date: older at the left, newer at the right. */
export function OlderNewer({ older, newer }: { older?: Post; newer?: Post }) {
  if (!older && !newer) return null
  const { older: olderLabel, newer: newerLabel, olderAndNewer } = blogIndex.end
  return (
    <Nav aria-label={olderAndNewer}>
      {older && (
        <a href={blogArticleUrl(older.slug)} data-side="older">
          <span>
            <ArrowLeft size={16} aria-hidden="true" /> {olderLabel}
          </span>{' '}
          <strong>{older.frontmatter.title}</strong>
        </a>
      )}
      {newer && (
        <a href={blogArticleUrl(newer.slug)} data-side="newer">
          <span>
            {newerLabel} <ArrowRight size={16} aria-hidden="true" />
          </span>{' '}
          <strong>{newer.frontmatter.title}</strong>
        </a>
      )}
    </Nav>
  )
}

const Summary = styled.p`
  margin: ${(p) => p.theme.space[3]} 0 0;
`
const Heading = styled.h2`
  margin: 0 0 ${(p) => p.theme.space[5]};
  font-size: ${(p) => p.theme.fontSizes['2xl']};
  color: ${(p) => p.theme.colors.ink};
`
const Nav = styled.nav`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[4]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[1]};
    padding: ${(p) => p.theme.space[5]};
    ${cardSurface}
    color: ${(p) => p.theme.colors.ink};
    text-decoration: none;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  a:hover strong {
    text-decoration: underline;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
  ${media.sm} {
    a[data-side='newer'] {
      grid-column: 2;
      align-items: flex-end;
      text-align: right;
    }
  }
`

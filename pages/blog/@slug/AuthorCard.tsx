import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import type { BlogAuthor } from '../../../content/blogAuthors'
import { blogIndex } from '../../../content/blogIndex'
import { authorUrl } from '../../../content/blogPages'
import { fill } from '../../../content/fill'
import { cardSurface } from '../../../components/cards/cardSurface'
import { PersonPhoto } from '../../../components/PersonPhoto'
import { arrowLink } from '../../../components/cards/arrowLink'
import { columns } from '../../../components/layout'
import { capsLabel } from '../../../components/capsLabel'

/** Below an article: who wrote it (photo, name, role, the first line of their bio) and the way to their other articles. */
export function AuthorCard({ author }: { author: BlogAuthor }) {
  const { writtenBy, moreFrom } = blogIndex.end
  return (
    <Card aria-labelledby="author-name">
      <PersonPhoto name={author.name} photo={author.photo} />
      <div>
        <Label>{writtenBy}</Label>
        <Name id="author-name">
          <a href={authorUrl(author.slug)}>{author.name}</a>
        </Name>
        <Role>{author.title}</Role>
        <Line>{author.line}</Line>
        <More href={authorUrl(author.slug)}>
          {fill(moreFrom, { author: author.name })} <ArrowRight size={16} aria-hidden="true" />
        </More>
      </div>
    </Card>
  )
}

const Card = styled.section`
  ${columns('sm', 'auto minmax(0, 1fr)', 4, 6)}
  padding: ${(p) => p.theme.space[6]};
  ${cardSurface}
`
const Label = styled.p`
  margin: 0;
  ${capsLabel('xs', 'snug')}
  color: ${(p) => p.theme.colors.muted};
`
const Name = styled.h2`
  margin: ${(p) => p.theme.space[1]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.xl};
  a {
    color: ${(p) => p.theme.colors.ink};
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
  }
`
const Role = styled.p`
  margin: ${(p) => p.theme.space[1]} 0 0;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
`
const Line = styled.p`
  margin: ${(p) => p.theme.space[3]} 0 0;
  color: ${(p) => p.theme.colors.muted};
`
const More = styled.a`
  ${arrowLink}
  margin-top: ${(p) => p.theme.space[3]};
  color: ${(p) => p.theme.colors.primaryDark};
`

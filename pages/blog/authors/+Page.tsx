import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useData } from 'vike-react/useData'
import { styled } from 'styled-components'
import { ArticleListing } from '../../../components/blog/ArticleListing'
import { PersonPhoto } from '../../../components/PersonPhoto'
import { Hero } from '../../../components/mdx/Hero'
import { blogIndex } from '../../../content/blogIndex'
import { blogPageUrl } from '../../../content/blogPages'
import { fill } from '../../../content/fill'
import { media } from '../../../renderer/theme'
import type { Data } from './+data'
import { arrowLink } from '../../../components/cards/arrowLink'

/** /blog/authors/{slug}: who the author is, and their articles, newest first, a page of them. */
export default function Page() {
  const page = useData<Data>()
  const { author } = page
  const team = author.group && blogIndex.author.team[author.group]
  return (
    <>
      <Hero eyebrow={blogIndex.author.eyebrow} title={author.name} lead={author.title} />
      <Profile>
        <PersonPhoto name={author.name} photo={author.photo} />
        <div>
          <p>{author.bio}</p>
          {team && (
            <p>
              <a href={team.href}>
                {team.label} <ArrowRight size={16} aria-hidden="true" />
              </a>
            </p>
          )}
        </div>
      </Profile>
      <ListHeading>
        <h2>{fill(blogIndex.author.title, { author: author.name })}</h2>
      </ListHeading>
      <Articles list={{ kind: 'author', slug: author.slug }} page={page} />
      <Back>
        <a href={blogPageUrl(1)}>
          <ArrowLeft size={16} aria-hidden="true" /> {blogIndex.allArticles}
        </a>
      </Back>
    </>
  )
}

const Profile = styled.section`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[10]} ${(p) => p.theme.space[4]} 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[5]};
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${(p) => p.theme.space[6]};
  }
  p {
    margin: 0 0 ${(p) => p.theme.space[3]};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  a {
    ${arrowLink}
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`
const ListHeading = styled.div`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: ${(p) => p.theme.space[10]} auto 0;
  padding: 0 ${(p) => p.theme.space[4]};
  h2 {
    margin: 0;
    padding-top: ${(p) => p.theme.space[8]};
    border-top: 1px solid ${(p) => p.theme.colors.line};
    font-size: ${(p) => p.theme.fontSizes['2xl']};
  }
`
/** Closer to its heading than a list that opens the page. */
const Articles = styled(ArticleListing)`
  padding-top: ${(p) => p.theme.space[2]};
`
const Back = styled.p`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[16]};
`

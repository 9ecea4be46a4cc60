import { Rss } from 'lucide-react'
import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { blogPosts } from '../../content/blogPosts'
import { pageMoment } from '../../content/policyDays'
import { PostMeta } from '../../components/longform/PostMeta'
import { Hero } from '../../components/mdx/Hero'
import { blogIndex } from '../../content/blogIndex'
import { searchIgnored } from '../../components/search/searchIgnored'

/** /blog: every article out at the page's moment (a copy per scheduled article: pages/blog/+onBeforePrerenderStart.ts), newest first. */
export default function Page() {
  const { asOf } = usePageContext()
  return (
    <>
      <Hero eyebrow="Blog" title={blogIndex.title} lead={blogIndex.lead} />
      {/* Each article is found in search itself, at its own address: the list would only repeat their summaries. */}
      <List {...searchIgnored}>
        {blogPosts(pageMoment(asOf)).map((p) => (
          <li key={p.slug}>
            <article>
              <h2>
                <a href={`/blog/${p.slug}`}>{p.frontmatter.title}</a>
              </h2>
              <PostMeta date={p.frontmatter.date} author={p.frontmatter.author} minutes={p.readingMinutes} />
              <p>{p.frontmatter.description}</p>
            </article>
          </li>
        ))}
      </List>
      <Feed>
        <a href="/blog/feed.xml">
          <Rss size={16} aria-hidden="true" /> {blogIndex.feedLink}
        </a>
      </Feed>
    </>
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
const Feed = styled.p`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[16]};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    font-weight: 600;
  }
`

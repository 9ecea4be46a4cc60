import { Rss } from 'lucide-react'
import { styled } from 'styled-components'
import { blogIndex } from '../../content/blogIndex'

/** The link to the blog's RSS feed (or a topic's), below its list. */
export function BlogFeedLink({
  href = blogIndex.feedUrl,
  label = blogIndex.feedLink,
}: {
  href?: string
  label?: string
}) {
  return (
    <Feed>
      <a href={href}>
        <Rss size={16} aria-hidden="true" /> {label}
      </a>
    </Feed>
  )
}

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

import { styled } from 'styled-components'
import { formatDate } from '../mdx/FormattedDate'

type Props = {
  date: string
  author: string
  minutes: number
  /** The author's page, when the name leads there. */ authorHref?: string
}

/** 'Priya Raman · 18 March 2025 · 4 min read' */
export function PostMeta({ date, author, minutes, authorHref }: Props) {
  return (
    <Line>
      {authorHref ? <a href={authorHref}>{author}</a> : author} · <time dateTime={date}>{formatDate(date)}</time> ·{' '}
      {`${minutes} min read`}
    </Line>
  )
}

const Line = styled.p`
  margin: ${(p) => p.theme.space[2]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  /* Inherits: muted on the dark title band, body text in lists. */
  color: inherit;
  a {
    color: inherit;
    font-weight: 600;
  }
`

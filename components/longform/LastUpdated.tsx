import { styled } from 'styled-components'
import { formatDate } from '../mdx/FormattedDate'

/** 'Last updated 1 April 2024', from the page's `updated` frontmatter. */
export function LastUpdated({ date, numeric }: { date: string; numeric?: boolean }) {
  return (
    <Line>
      Last updated <time dateTime={date}>{formatDate(date, numeric ? 'numeric' : 'long')}</time>
    </Line>
  )
}

const Line = styled.p`
  margin: ${(p) => p.theme.space[3]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  /* Inherits: muted on the dark title band, body text in lists. */
  color: inherit;
`

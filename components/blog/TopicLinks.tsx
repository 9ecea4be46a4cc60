import { styled } from 'styled-components'
import { blogIndex } from '../../content/blogIndex'
import { topicUrl } from '../../content/blogPages'
import { fill } from '../../content/fill'
import { chosenInForcedColors, edgeInForcedColors } from '../mediaStyles'
import { capsLabel } from '../capsLabel'
import { wrapRow } from '../layout'

type Props = {
  topics: readonly { name: string; slug: string }[]
  /** What the row is called, for assistive technology and above it (`heading`). */
  label: string
  /** Shown above the row as a heading of this level; without it the label is the list's name only. */
  heading?: 'h2'
  /** How many articles each topic has (by slug), shown after its name. */
  counts?: ReadonlyMap<string, number>
  /** The topic whose page this is: marked, and not a link to itself. */
  current?: string
}

/** A row of topics, each a chip leading to its page (/blog/topics/<slug>): below an article, on /blog. */
export function TopicLinks({ topics, label, heading, counts, current }: Props) {
  const id = `topics-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <>
      {heading && <Heading id={id}>{label}</Heading>}
      <List {...(heading ? { 'aria-labelledby': id } : { 'aria-label': label })}>
        {topics.map((t) => (
          <li key={t.slug}>
            <a href={topicUrl(t.slug)} aria-current={t.slug === current ? 'page' : undefined}>
              {t.name}
              {counts?.has(t.slug) && (
                <>
                  <Count aria-hidden="true">{counts.get(t.slug)}</Count>
                  <span className="visually-hidden">, {articleCount(counts.get(t.slug)!)}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </List>
    </>
  )
}

/** '1 article', '12 articles'. */
export const articleCount = (count: number) =>
  fill(count === 1 ? blogIndex.articleCount.one : blogIndex.articleCount.other, {
    count: count.toLocaleString('en-GB'),
  })

const Heading = styled.h2`
  margin: 0 0 ${(p) => p.theme.space[3]};
  ${capsLabel('sm', 'snug')}
  color: ${(p) => p.theme.colors.muted};
`
const List = styled.ul`
  ${wrapRow(2)}
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]};
    min-height: 2.25rem;
    padding: ${(p) => `${p.theme.space[1]} ${p.theme.space[4]}`};
    border-radius: ${(p) => p.theme.radii.pill};
    border: 1px solid transparent;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primaryDark};
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-decoration: none;
    ${edgeInForcedColors}
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primaryDark};
    color: ${(p) => p.theme.colors.onPrimary};
    ${chosenInForcedColors}
  }
`
/** The number in a small circle of its own after the name. */
const Count = styled.span`
  min-width: 1.5em;
  padding: 0 ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.primaryDark};
  font-size: ${(p) => p.theme.fontSizes.xs};
  text-align: center;
`

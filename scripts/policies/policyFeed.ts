import { policyVersions as words } from '../../content/policyVersions'
import { formatDate } from '../../components/mdx/FormattedDate'
import type { PolicyOnDisk } from './readPolicies'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const atomDate = (date: string) => `${date}T00:00:00Z`

/** An Atom feed of every version of every policy, newest publication first: what changed, when it was published and takes effect. */
export function policyFeedXml(policies: PolicyOnDisk[], base: string): string {
  const versions = policies
    .flatMap((p) => p.versions.map((v) => ({ policy: p, v })))
    .sort((a, b) => b.v.published.localeCompare(a.v.published) || b.v.effective.localeCompare(a.v.effective))
  const entries = versions.map(({ policy, v }) => {
    // A policy without a history has no page per version: its entry links to the policy itself; the id stays the version's.
    const link = `${base}${policy.versions.length > 1 ? v.url : `/${policy.slug}`}`
    const summary = v.frontmatter.changes ?? v.frontmatter.description
    return `  <entry>
    <title>${esc(words.feed.entryTitle(policy.title, formatDate(v.effective, 'numeric')))}</title>
    <link rel="alternate" type="text/html" href="${esc(link)}"/>
    <id>${esc(`${base}${v.url}`)}</id>
    <published>${atomDate(v.published)}</published>
    <updated>${atomDate(v.frontmatter.updated)}</updated>
    <summary>${esc(summary)}</summary>
  </entry>`
  })
  const updated =
    versions
      .map(({ v }) => v.frontmatter.updated)
      .sort()
      .at(-1) ?? '1970-01-01'
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${esc(words.feed.title)}</title>
  <subtitle>${esc(words.feed.description)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${base}/legal/feed.xml"/>
  <link rel="alternate" type="text/html" href="${base}/privacy"/>
  <id>${base}/legal/feed.xml</id>
  <updated>${atomDate(updated)}</updated>
  <author><name>${esc(words.feed.author)}</name></author>
${entries.join('\n')}
</feed>
`
}

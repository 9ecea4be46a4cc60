import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { policyVersions as words } from '../../content/policyVersions'
import { FormattedDate, formatDate } from '../mdx/FormattedDate'
import type { PolicyState, PolicyVersion } from '../../content/policies'

const numeric = (date: string) => formatDate(date, 'numeric')

/** The day before `date` (yyyy-mm-dd): the last day an earlier version was in force. */
function dayBefore(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}

/** On the policy page: the next version, published but not yet in force, with what it changes. */
export function UpcomingNotice({ version }: { version: PolicyVersion }) {
  return (
    <Notice aria-labelledby="upcoming-version" $tone="upcoming">
      <NoticeTitle id="upcoming-version">{words.upcoming.title(numeric(version.effective))}</NoticeTitle>
      {version.frontmatter.changes && <p>{version.frontmatter.changes}</p>}
      <p>
        <a href={version.url}>{words.upcoming.link}</a>
      </p>
    </Notice>
  )
}

/** The 'What changed' summary of a version (none for the first version). */
export function WhatChanged({ version }: { version: PolicyVersion }) {
  if (!version.frontmatter.changes) return null
  return (
    <Notice aria-labelledby="what-changed" $tone="changes">
      <NoticeTitle id="what-changed">{words.whatChanged}</NoticeTitle>
      <p>{version.frontmatter.changes}</p>
    </Notice>
  )
}

/** On a version's own page: whether it is an earlier, the current or an upcoming version, and a link to the one in force. */
export function VersionNotice({ state, version }: { state: PolicyState; version: PolicyVersion }) {
  const { policy, inForce } = state
  const next = policy.versions[policy.versions.indexOf(version) + 1]
  const text =
    version === inForce
      ? words.notice.inForce(numeric(version.effective))
      : version.effective > inForce.effective
        ? words.notice.upcoming(numeric(version.effective))
        : words.notice.earlier(numeric(version.effective), numeric(dayBefore(next!.effective)))
  return (
    <Notice aria-labelledby="version-notice" $tone={version === inForce ? 'changes' : 'upcoming'}>
      <NoticeTitle id="version-notice">{text}</NoticeTitle>
      <p>
        <a href={`/${policy.slug}`}>{words.notice.link(policy.title)}</a>
      </p>
    </Notice>
  )
}

/** Every version of the policy, newest first, each linking to its own page; the feed of changes below. */
export function VersionHistory({ state }: { state: PolicyState }) {
  const { policy, inForce } = state
  const label = (v: PolicyVersion): ReactNode =>
    v === inForce ? (
      <Badge>{words.history.inForce}</Badge>
    ) : v.effective > inForce.effective ? (
      <Badge $upcoming>{words.history.upcoming}</Badge>
    ) : null
  return (
    <History aria-labelledby="versions">
      <h2 id="versions">{words.history.title}</h2>
      <ol>
        {[...policy.versions].reverse().map((v) => (
          <li key={v.effective}>
            <p>
              <a href={v.url}>{words.versionTitle(policy.title, numeric(v.effective))}</a> {label(v)}
            </p>
            <Dates>
              {words.history.columns.published} <FormattedDate value={v.published} />
            </Dates>
            <p>{v.frontmatter.changes ?? words.history.firstVersion}</p>
          </li>
        ))}
      </ol>
      <p>
        <a href="/legal/feed.xml">{words.feed.link}</a>
      </p>
    </History>
  )
}

const Notice = styled.aside<{ $tone: 'upcoming' | 'changes' }>`
  max-width: ${(p) => p.theme.sizes.prose};
  margin: 0 0 ${(p) => p.theme.space[6]};
  padding: ${(p) => `${p.theme.space[5]} ${p.theme.space[6]}`};
  border-left: 4px solid ${(p) => (p.$tone === 'upcoming' ? p.theme.colors.accentDark : p.theme.colors.primary)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$tone === 'upcoming' ? p.theme.colors.surfaceAlt : p.theme.colors.primarySoft)};
  color: ${(p) => p.theme.colors.text};
  p {
    margin: ${(p) => p.theme.space[2]} 0 0;
  }
  a {
    color: ${(p) => p.theme.colors.primaryDark};
    font-weight: 600;
  }
`
const NoticeTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg};
  color: ${(p) => p.theme.colors.ink};
`
const History = styled.section`
  max-width: ${(p) => p.theme.sizes.prose};
  margin-top: ${(p) => p.theme.space[12]};
  padding-top: ${(p) => p.theme.space[8]};
  border-top: 1px solid ${(p) => p.theme.colors.line};
  h2 {
    font-size: ${(p) => p.theme.fontSizes['2xl']};
    color: ${(p) => p.theme.colors.ink};
    margin: 0 0 ${(p) => p.theme.space[4]};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${(p) => p.theme.space[4]} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.line};
  }
  li p {
    margin: ${(p) => p.theme.space[1]} 0 0;
  }
  > p {
    margin-top: ${(p) => p.theme.space[4]};
  }
  a {
    color: ${(p) => p.theme.colors.primaryDark};
    font-weight: 600;
  }
`
const Dates = styled.p`
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.muted};
`
const Badge = styled.span<{ $upcoming?: boolean }>`
  display: inline-block;
  margin-left: ${(p) => p.theme.space[2]};
  padding: 0 ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  background: ${(p) => (p.$upcoming ? p.theme.colors.accent : p.theme.colors.primarySoft)};
  color: ${(p) => (p.$upcoming ? p.theme.colors.onAccent : p.theme.colors.primaryDark)};
`

import { useData } from 'vike-react/useData'
import { ArticleLayout } from '../../components/longform/ArticleLayout'
import { UpcomingNotice, VersionHistory, WhatChanged } from '../../components/longform/PolicyNotices'
import type { Data } from './+data'

/** /privacy, /terms, /cookies (content/legal/) and /supply-chain-clearing-house, /ecosystem-partners, /careers (content/pages/). */
export default function Page() {
  const found = useData<Data>()
  if (found.kind === 'pages') return <ArticleLayout entry={found.entry} eyebrow={found.entry.frontmatter.eyebrow} />
  // A policy: the version in force, the next one if it is already published, what changed, and every version.
  const { state } = found
  const hasHistory = state.policy.versions.length > 1
  const notice = (
    <>
      {state.upcoming[0] && <UpcomingNotice version={state.upcoming[0]} />}
      {hasHistory && <WhatChanged version={state.inForce} />}
    </>
  )
  return (
    <ArticleLayout
      entry={found.entry}
      icon="ShieldCheck"
      eyebrow="Legal"
      numericDates
      notice={notice}
      after={hasHistory ? <VersionHistory state={state} /> : undefined}
    />
  )
}

import { useData } from 'vike-react/useData'
import { ArticleLayout } from '../../components/longform/ArticleLayout'
import { VersionNotice, WhatChanged } from '../../components/longform/PolicyNotices'
import { policyVersions } from '../../content/policyVersions'
import type { Data } from './+data'

/** /privacy/2023-01-01: one version of a policy, with a notice saying whether it is in force and a link to the one that is. */
export default function Page() {
  const { version, state } = useData<Data>()
  const notice = (
    <>
      <VersionNotice state={state} version={version} />
      <WhatChanged version={version} />
    </>
  )
  return (
    <ArticleLayout entry={version} icon="ShieldCheck" eyebrow={policyVersions.eyebrow} numericDates notice={notice} />
  )
}

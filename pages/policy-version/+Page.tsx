import { usePageContext } from 'vike-react/usePageContext'
import { ArticleLayout } from '../../components/longform/ArticleLayout'
import { findVersion, pageDay, policyState } from '../../content/policies'
import { VersionNotice, WhatChanged } from '../../components/longform/PolicyNotices'
import { policyVersions } from '../../content/policyVersions'

/** /privacy/2023-01-01: one version of a policy, with a notice saying whether it is in force and a link to the one that is. */
export default function Page() {
  const { routeParams, asOf } = usePageContext()
  const { policy, version } = findVersion(routeParams.policy!, routeParams.effective!)!
  const state = policyState(policy, pageDay(asOf))
  const notice = (
    <>
      <VersionNotice state={state} version={version} />
      <WhatChanged version={version} />
    </>
  )
  return <ArticleLayout entry={version} icon="ShieldCheck" eyebrow={policyVersions.eyebrow} numericDates notice={notice} />
}

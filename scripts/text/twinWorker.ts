// One of writeTextTwins.ts's threads (scripts/lib/tsWorker.ts): writes the twins of the pages it is sent, with their
// compressed copies, and answers what llms.txt needs of each.
import { answerJobs } from '../lib/tsWorker'
import { readPolicies } from '../policies/readPolicies'
import { compressedWriter, writeTwinsOf, type TwinPages } from './twinPages'

export type TwinJob = TwinPages & { quality: number }

let policies: ReturnType<typeof readPolicies>['policies'] | undefined

answerJobs(async ({ quality, ...pages }: TwinJob) => {
  policies ??= readPolicies(pages.root).policies
  const writer = compressedWriter(quality)
  const twins = await writeTwinsOf(pages, policies, writer)
  await writer.done()
  return twins
})

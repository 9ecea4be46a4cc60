// One of writeTextTwins.ts's threads (scripts/lib/tsWorker.ts): writes the twins of the pages it is sent, with their
// compressed copies, and answers what llms.txt needs of each.
import { answerJobs } from '../lib/tsWorker'
import { readPolicies } from '../policies/readPolicies'
import { compressedWriter, writeTwinsOf } from './twinPages'

export type TwinJob = { root: string; dir: string; routes: string[]; day: string; base: string; quality: number }

let policies: ReturnType<typeof readPolicies>['policies'] | undefined

answerJobs(async ({ root, dir, routes, day, base, quality }: TwinJob) => {
  policies ??= readPolicies(root).policies
  const writer = compressedWriter(quality)
  const twins = await writeTwinsOf(root, dir, routes, policies, day, base, writer)
  await writer.done()
  return twins
})

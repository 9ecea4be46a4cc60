// One of writeShareCards.ts's drawing threads (scripts/lib/tsWorker.ts): draws the cards it is sent and writes them to
// the cache.
import fs from 'node:fs'
import type { ShareCardSpec } from '../../components/seo/shareCard'
import { answerJobs } from '../lib/tsWorker'
import { drawShareCard } from './drawShareCard'

export type ShareCardJob = { spec: ShareCardSpec; file: string }

answerJobs(async ({ spec, file }: ShareCardJob) => {
  // Written under a temporary name and renamed, so a build running at the same time never reads half a file.
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, await drawShareCard(spec))
  fs.renameSync(tmp, file)
})

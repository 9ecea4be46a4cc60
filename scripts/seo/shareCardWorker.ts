// One of writeShareCards.ts's drawing threads (scripts/lib/tsWorker.ts): draws the cards it is sent and writes them to
// the cache.
import type { ShareCardSpec } from '../../components/seo/shareCard'
import { writeCacheFile } from '../lib/buildCache'
import { answerJobs } from '../lib/tsWorker'
import { drawShareCard } from './drawShareCard'

export type ShareCardJob = { spec: ShareCardSpec; file: string }

answerJobs(async ({ spec, file }: ShareCardJob) => {
  writeCacheFile(file, await drawShareCard(spec))
})

// One of writeShareCards.ts's drawing threads: draws the cards it is sent and writes them to the cache. It runs under
// the same tsx loader as the script that started it (a worker inherits the process's --import).
import fs from 'node:fs'
import { parentPort } from 'node:worker_threads'
import type { ShareCardSpec } from '../../components/seo/shareCard'
import { drawShareCard } from './drawShareCard'

export type ShareCardJob = { spec: ShareCardSpec; file: string }
export type ShareCardDone = { file: string; error?: string }

async function draw({ spec, file }: ShareCardJob) {
  try {
    // Written under a temporary name and renamed, so a build running at the same time never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`
    fs.writeFileSync(tmp, await drawShareCard(spec))
    fs.renameSync(tmp, file)
    parentPort!.postMessage({ file } satisfies ShareCardDone)
  } catch (error) {
    parentPort!.postMessage({ file, error: String((error as Error)?.stack ?? error) } satisfies ShareCardDone)
  }
}

parentPort!.on('message', (job: ShareCardJob) => void draw(job))

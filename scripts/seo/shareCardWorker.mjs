// One of writeShareCards.ts's drawing threads: draws the cards it is sent and writes them to the cache.
import fs from 'node:fs'
import { parentPort } from 'node:worker_threads'
import { drawShareCard } from './drawShareCard.mjs'

parentPort.on('message', async ({ spec, file }) => {
  try {
    // Written under a temporary name and renamed, so a build running at the same time never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`
    fs.writeFileSync(tmp, await drawShareCard(spec))
    fs.renameSync(tmp, file)
    parentPort.postMessage({ file })
  } catch (error) {
    parentPort.postMessage({ file, error: String(error?.stack ?? error) })
  }
})

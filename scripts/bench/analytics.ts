// `npm run bench` (or `-- --only analytics`): the home page with the analytics counting off and on, in one run. The two
// servers serve the same build, one with a fixture privacy policy that covers analytics (the real site's covers none),
// and are measured alternately, round after round, the best round of each compared. Every request is a person's (a
// browser's user agent), so each one is counted.
import fs from 'node:fs'
import { distCoveringAnalytics, browserAgent } from '../../server/analytics/testing'
import type { startServer } from '../lib/server'

type Measured = { name: string; rps: number; p99: number; cpuPerRequest?: number }

export async function measureAnalytics<R extends Measured>({
  distDir,
  dataDir,
  rounds,
  start,
  run,
}: {
  distDir: string
  dataDir: string
  rounds: number
  start: (script: string, env: Record<string, string>) => ReturnType<typeof startServer>
  run: (
    name: string,
    opts: { url: string; headers: Record<string, string> },
    afterWarmUp: undefined,
    pid?: number,
  ) => Promise<R>
}) {
  const counted = distCoveringAnalytics(undefined, distDir)
  const env = { LOG_LEVEL: 'warn', SMTP_URL: '', METRICS_PORT: '' }
  const off = await start('server/index.ts', { ...env, DIST_DIR: distDir, DATA_DIR: fs.mkdtempSync(`${dataDir}/off-`) })
  const on = await start('server/index.ts', { ...env, DIST_DIR: counted, DATA_DIR: fs.mkdtempSync(`${dataDir}/on-`) })
  const headers = { 'accept-encoding': 'br, gzip, deflate', accept: 'text/html', 'user-agent': browserAgent() }
  const results: R[] = []
  const best: { off?: R; on?: R } = {}
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [key, server] of [
        ['off', off],
        ['on', on],
      ] as const) {
        const r = await run(
          `home page, analytics ${key} (round ${round})`,
          { url: `${server.origin}/`, headers },
          undefined,
          server.child.pid,
        )
        results.push(r)
        if (!best[key] || r.rps > best[key].rps) best[key] = r
      }
    }
  } finally {
    for (const s of [off, on]) s.child.kill('SIGTERM')
    fs.rmSync(counted, { recursive: true, force: true })
  }
  const change = best.on!.rps / best.off!.rps - 1
  const summary =
    `Analytics counting on the home page (best round of each): ${Math.round(best.off!.rps).toLocaleString('en')}/s off, ` +
    `${Math.round(best.on!.rps).toLocaleString('en')}/s on (${(change * 100).toFixed(1)} %; at most 5 % fewer: ${change >= -0.05 ? 'yes' : 'NO'}); ` +
    `p99 ${best.off!.p99} ms off, ${best.on!.p99} ms on`
  return { results, summary }
}

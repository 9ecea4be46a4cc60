// Lighthouse (mobile settings, simulated throttling: its defaults) on each route, `runs` times, reporting the median run
// as Lighthouse itself picks it (computeMedianRun: the run closest to the median FCP and TTI).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The figures of one Lighthouse result. */
function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
  const items = lhr.audits['resource-summary']?.details?.items ?? []
  const failing = Object.values(lhr.categories)
    .flatMap((cat) => cat.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id} (${Math.round(a.score * 100)})`)
  return {
    scores,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scriptTransfer: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    totalBytes: lhr.audits['total-byte-weight'].numericValue,
    failing: [...new Set(failing)],
  }
}

/**
 * @param {string} origin
 * @param {string[]} routes
 * @param {{ runs?: number, onRun?: (route: string, run: number, runs: number) => void }} [opts]
 */
export async function runLighthouse(origin, routes, opts = {}) {
  const runs = opts.runs ?? 3
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  })
  const results = new Map()
  try {
    for (const route of routes) {
      const lhrs = []
      for (let i = 0; i < runs; i++) {
        opts.onRun?.(route, i + 1, runs)
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART and the like): such a run is tried once more.
        let result
        for (let attempt = 1; attempt <= 2; attempt++) {
          result = await lighthouse(origin + route, {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: CATEGORIES,
          })
          if (result && !result.lhr.runtimeError) break
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${result.lhr.runtimeError.message}`)
        lhrs.push(result.lhr)
      }
      results.set(route, summarise(computeMedianRun(lhrs)))
    }
  } finally {
    await chrome.kill()
  }
  return results
}

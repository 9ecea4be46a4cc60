// Lighthouse (mobile settings, simulated throttling: its defaults) on each route, `runs` times, reporting the median run
// as Lighthouse itself picks it (computeMedianRun: the run closest to the median FCP and TTI).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium'

// Its declaration names Lighthouse's global LH namespace, which the package's public types do not bring in.
const medianRun = computeMedianRun as (runs: Result[]) => Result

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The figures of one Lighthouse result. */
function summarise(lhr: Result) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
  const details = lhr.audits['resource-summary']?.details
  const items = (details && 'items' in details ? details.items : []) as {
    resourceType?: string
    transferSize?: number
  }[]
  const failing = Object.values(lhr.categories)
    .flatMap((cat) => cat.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a!.id} (${Math.round(a!.score! * 100)})`)
  return {
    scores,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    scriptTransfer: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    totalBytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
    failing: [...new Set(failing)],
  }
}

export type LighthouseSummary = ReturnType<typeof summarise>
export type LighthouseOptions = {
  runs?: number
  /** dark: the browser tells pages the system asks for a dark scheme (prefers-color-scheme: dark). */
  scheme?: 'light' | 'dark'
  onRun?: (route: string, run: number, runs: number) => void
}

export async function runLighthouse(origin: string, routes: string[], opts: LighthouseOptions = {}) {
  const runs = opts.runs ?? 3
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Lighthouse emulates a phone but not a colour scheme: the browser's own dark mode answers the media query.
    chromeFlags: opts.scheme === 'dark' ? [...CHROMIUM_FLAGS, '--force-dark-mode'] : CHROMIUM_FLAGS,
    logLevel: 'silent',
  })
  const results = new Map<string, LighthouseSummary>()
  try {
    for (const route of routes) {
      const lhrs: Result[] = []
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
      results.set(route, summarise(medianRun(lhrs)))
    }
  } finally {
    chrome.kill()
  }
  return results
}

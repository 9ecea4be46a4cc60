// Where `npm test` leaves its machine-readable reports, and how to read the times in them (`npm run test:slowest`).
import fs from 'node:fs'
import path from 'node:path'

/** Not test-results/: Playwright empties that folder as it starts, after Vitest wrote its report. */
export const REPORTS_DIR = 'reports'
export const reportPath = (name: 'stages' | 'vitest' | 'playwright') => path.join(REPORTS_DIR, `${name}.json`)

/** One test's time: its file, its name (with the Playwright project in brackets) and seconds. */
export type Timed = { file: string; test: string; seconds: number }

type VitestReport = {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[]
}

/** Every test in Vitest's JSON report (its jest-style format), with the file relative to the project. */
export function vitestTimes(report: VitestReport, root = process.cwd()): Timed[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((t) => ({
      file: path.relative(root, file.name),
      test: t.fullName,
      seconds: (t.duration ?? 0) / 1000,
    })),
  )
}

type PlaywrightSuite = {
  title: string
  file: string
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** Every run of every test in Playwright's JSON report, its retries added up. */
export function playwrightTimes(report: { suites: PlaywrightSuite[] }): Timed[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): Timed[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => ({
        file: `tests/${suite.file}`,
        test: `[${t.projectName}] ${[...titles, spec.title].join(' › ')}`,
        seconds: t.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
      })),
    ),
    ...(suite.suites ?? []).flatMap((s) => walk(s, [...titles, s.title])),
  ]
  return report.suites.flatMap((s) => walk(s, []))
}

/** The files' summed test times, slowest first. */
export function byFile(times: Timed[]): { file: string; tests: number; seconds: number }[] {
  const files = new Map<string, { file: string; tests: number; seconds: number }>()
  for (const t of times) {
    const f = files.get(t.file) ?? { file: t.file, tests: 0, seconds: 0 }
    f.tests++
    f.seconds += t.seconds
    files.set(t.file, f)
  }
  return [...files.values()].sort((a, b) => b.seconds - a.seconds)
}

/** The report's tests, or undefined when the stage has not written one (it did not run, or not this far). */
export function readReport<T>(name: 'stages' | 'vitest' | 'playwright', dir = '.'): T | undefined {
  const file = path.join(dir, reportPath(name))
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined
}

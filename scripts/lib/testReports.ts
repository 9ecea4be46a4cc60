// Where `npm test` leaves its machine-readable reports, and how to read the times in them (`npm run test:slowest`).
import fs from 'node:fs'
import path from 'node:path'

/** Not test-results/: Playwright empties that folder as it starts, after Vitest wrote its report. */
export const REPORTS_DIR = 'reports'
/** The folders the test runners write in the project: Playwright's results and report, and npm test's reports. */
export const TEST_OUTPUT_DIRS = ['test-results', 'playwright-report', REPORTS_DIR]
export const reportPath = (name: 'stages' | 'vitest' | 'playwright') => path.join(REPORTS_DIR, `${name}.json`)
/** What failed Vitest's run outside its tests (its teardown's checks), which its JSON report does not hold. */
export const VITEST_ERRORS = path.join(REPORTS_DIR, 'vitest-errors.txt')

/** One test's time: its file, its name (with the Playwright project in brackets) and seconds. */
export type Timed = { file: string; test: string; seconds: number }

type VitestReport = {
  testResults: {
    name: string
    status?: string
    message?: string
    assertionResults: { fullName: string; duration?: number | null; status?: string; failureMessages?: string[] }[]
  }[]
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
  specs?: {
    title: string
    tests: {
      projectName: string
      status?: string
      results: { duration: number; errors?: { message?: string }[] }[]
    }[]
  }[]
  suites?: PlaywrightSuite[]
}

type PlaywrightTest = NonNullable<PlaywrightSuite['specs']>[number]['tests'][number]

/** Every test in Playwright's JSON report, once per project: its file, its name (the project in brackets) and runs. */
function playwrightTests(report: { suites: PlaywrightSuite[] }) {
  const walk = (suite: PlaywrightSuite, titles: string[]): { file: string; test: string; run: PlaywrightTest }[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((run) => ({
        file: `tests/${suite.file}`,
        test: `[${run.projectName}] ${[...titles, spec.title].join(' › ')}`,
        run,
      })),
    ),
    ...(suite.suites ?? []).flatMap((s) => walk(s, [...titles, s.title])),
  ]
  return report.suites.flatMap((s) => walk(s, []))
}

/** Every run of every test in Playwright's JSON report, its retries added up. */
export function playwrightTimes(report: { suites: PlaywrightSuite[] }): Timed[] {
  return playwrightTests(report).map(({ file, test, run }) => ({
    file,
    test,
    seconds: run.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
  }))
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

/** A test that failed: its file, its name and the gist of what it said (its first three lines, without colours). */
export type Failed = { file: string; test: string; said: string }

const gist = (text = '') =>
  text
    // The colours a runner puts in its messages.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '))
    .slice(0, 3)
    .join(' · ')

/**
 * The tests that failed in Vitest's and Playwright's reports, and a file that failed outside its tests (a hook, its
 * import): what `npm test` prints last when a stage fails, so that the end of its output names them.
 */
export function failedTests(
  vitest: VitestReport | undefined,
  playwright: { suites: PlaywrightSuite[]; errors?: { message?: string }[] } | undefined,
  root = process.cwd(),
): Failed[] {
  const fromVitest = (vitest?.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name)
    const tests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => ({ file: name, test: t.fullName, said: gist(t.failureMessages?.[0]) }))
    return tests.length || file.status !== 'failed'
      ? tests
      : [{ file: name, test: '(the file)', said: gist(file.message) }]
  })
  const fromPlaywright = (playwright ? playwrightTests(playwright) : [])
    .filter(({ run }) => run.status === 'unexpected')
    .map(({ file, test, run }) => ({ file, test, said: gist(run.results.at(-1)?.errors?.[0]?.message) }))
  const runErrors = (playwright?.errors ?? []).map((e) => ({
    file: 'playwright',
    test: '(the run)',
    said: gist(e.message),
  }))
  return [...fromVitest, ...fromPlaywright, ...runErrors]
}

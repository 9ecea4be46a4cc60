// `npm run test:slowest [-- --top 25] [--dir <checkout>]`: the time of each stage of the last `npm test`, and its slowest
// tests and test files, from the reports it left in reports/.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { byFile, playwrightTimes, readReport, vitestTimes, type Timed } from './lib/testReports'

const { values } = parseArgs({
  options: { top: { type: 'string', default: '25' }, dir: { type: 'string', default: '.' } },
})
const top = Number(values.top)
if (!Number.isInteger(top) || top < 1) throw new Error(`--top ${values.top}: expected a whole number, 1 or more`)

const seconds = (s: number) => `${s.toFixed(1).padStart(7)} s`

const stages = readReport<{ stages: { stage: string; seconds: number; ok: boolean }[]; totalSeconds: number }>(
  'stages',
  values.dir,
)
if (stages) {
  console.log('Stages')
  for (const s of stages.stages) console.log(`${seconds(s.seconds)}  ${s.stage}${s.ok ? '' : ' (failed)'}`)
  console.log(`${seconds(stages.totalSeconds)}  total`)
}

function show(title: string, times: Timed[] | undefined) {
  if (!times) return console.log(`\n${title}: no report (the stage did not run)`)
  const total = times.reduce((sum, t) => sum + t.seconds, 0)
  console.log(`\n${title}: ${times.length} tests, ${total.toFixed(0)} s of test time`)
  console.log(`\n  slowest files`)
  for (const f of byFile(times).slice(0, top)) console.log(`${seconds(f.seconds)}  ${f.file} (${f.tests} tests)`)
  console.log(`\n  slowest tests`)
  for (const t of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, top))
    console.log(`${seconds(t.seconds)}  ${t.file} › ${t.test}`)
}

const vitest = readReport<Parameters<typeof vitestTimes>[0]>('vitest', values.dir)
show('Vitest', vitest && vitestTimes(vitest, path.resolve(values.dir)))
const playwright = readReport<Parameters<typeof playwrightTimes>[0]>('playwright', values.dir)
show('Playwright', playwright && playwrightTimes(playwright))

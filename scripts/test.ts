// `npm test`: the static checks (types, lint, unused code, formatting), the build when it is stale, then unit and server
// tests (Vitest) beside the browser tests (Playwright in Debian's Chromium). Stops after the first stage that fails, so
// the fast checks run first, and ends with the time each stage took. Vitest and Playwright leave JSON reports in
// reports/ (`npm run test:slowest` reads them).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { isBuildFresh } from './isBuildFresh'
import { TEST_CHROMIUM_PATH as CHROMIUM } from './lib/chromium'
import { freePort } from './lib/ports'
import { failedTests, REPORTS_DIR, readReport, reportPath, VITEST_ERRORS } from './lib/testReports'

type Command = { title: string; cmd: string; args: string[]; env?: Record<string, string> }
type Timed = { stage: string; seconds: number; ok: boolean; commands?: { title: string; seconds: number }[] }

/** Each stage's title and seconds (and its commands' own), in the order they ran: printed at the end, and kept. */
const stages: Timed[] = []
const started = Date.now()

function printTimes() {
  const rows = stages.flatMap((s) => [
    { name: s.stage, seconds: s.seconds, mark: s.ok ? '' : '  (failed)' },
    ...(s.commands ?? []).map((c) => ({ name: `  ${c.title}`, seconds: c.seconds, mark: '' })),
  ])
  const width = Math.max(...rows.map((r) => r.name.length), 'total'.length)
  const line = (name: string, seconds: number, mark = '') =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${mark}`
  console.log('\nTime per stage:')
  for (const r of rows) console.log(line(r.name, r.seconds, r.mark))
  console.log(line('total', (Date.now() - started) / 1000))
  fs.mkdirSync(REPORTS_DIR, { recursive: true })
  fs.writeFileSync(
    reportPath('stages'),
    JSON.stringify({ stages, totalSeconds: (Date.now() - started) / 1000 }, null, 2),
  )
}

/** The tests that failed, from the runners' reports: last, where the end of a long run's output is read. */
function printFailures() {
  if (fs.existsSync(VITEST_ERRORS))
    console.error(`\nVitest, outside its tests:\n  ${fs.readFileSync(VITEST_ERRORS, 'utf8').trim()}`)
  const failed = failedTests(readReport('vitest'), readReport('playwright'))
  if (!failed.length) return
  const shown = 30
  console.error(`\nFailed (${failed.length}):`)
  for (const f of failed.slice(0, shown)) console.error(`  ${f.file} › ${f.test}\n      ${f.said.slice(0, 300)}`)
  if (failed.length > shown) console.error(`  … and ${failed.length - shown} more (reports/)`)
}

function fail(title: string, code: number) {
  console.error(`\n✖ ${title} failed`)
  printTimes()
  printFailures()
  process.exit(code)
}

/**
 * Runs one command. Alone, it writes to the terminal as it goes; beside others, `held` keeps its output until it ends
 * (short commands, read whole), otherwise each line goes out as it comes with the command's name before it.
 */
function exec(
  { title, cmd, args, env }: Command,
  output: 'inherit' | 'held' | 'prefixed',
): Promise<{ code: number; output: string; seconds: number }> {
  const t0 = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    let held = ''
    const take = (stream: NodeJS.WriteStream) => {
      let partial = ''
      return (chunk: Buffer) => {
        if (output === 'held') return void (held += String(chunk))
        const lines = (partial + String(chunk)).split('\n')
        partial = lines.pop()!
        for (const l of lines) stream.write(`${title} │ ${l}\n`)
      }
    }
    child.stdout?.on('data', take(process.stdout))
    child.stderr?.on('data', take(process.stderr))
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: held, seconds: (Date.now() - t0) / 1000 }),
    )
  })
}

/**
 * One stage: its commands side by side, timed together and each on its own. A failure fails the stage once they have
 * all ended (a command that fails early does not cut the others' output short).
 */
async function stage(name: string, commands: Command[], output: 'held' | 'prefixed' = 'held') {
  console.log(`\n▶ ${name}`)
  const t0 = Date.now()
  const mode = commands.length > 1 ? output : 'inherit'
  const results = await Promise.all(
    commands.map(async (c) => {
      const result = await exec(c, mode)
      if (mode === 'held')
        console.log(`\n· ${c.title}${result.output.trim() ? `\n${result.output.trimEnd()}` : ': ok'}`)
      return { ...c, ...result }
    }),
  )
  const failed = results.find((r) => r.code !== 0)
  stages.push({
    stage: name,
    seconds: (Date.now() - t0) / 1000,
    ok: !failed,
    ...(commands.length > 1 ? { commands: results.map((r) => ({ title: r.title, seconds: r.seconds })) } : {}),
  })
  if (failed) fail(failed.title, failed.code)
}

const npx = (title: string, ...args: string[]): Command => ({ title, cmd: 'npx', args })

async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() === 0) {
    await stage('installing Debian Chromium', [
      {
        title: 'apt-get install chromium-headless-shell',
        cmd: 'sh',
        args: [
          '-c',
          'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
        ],
      },
    ])
    return
  }
  console.error(
    `Browser tests need Debian's Chromium headless shell at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell`,
  )
  process.exit(1)
}

await ensureChromium()
fs.rmSync(REPORTS_DIR, { recursive: true, force: true })
await stage('static checks', [
  npx('type check', 'tsc', '--noEmit'),
  npx('lint', 'eslint', '.'),
  npx('unused files, exports and dependencies', 'knip'),
  npx('formatting', 'prettier', '--check', '--log-level', 'warn', '.'),
])
if (!isBuildFresh()) await stage('build', [{ title: 'build', cmd: 'npm', args: ['run', 'build'] }])
// Vitest's server tests mostly wait (on child servers, SMTP, PostgreSQL), while the browser tests keep the cores busy:
// side by side, the two take little more than the browser tests alone. Each has its own ports, folders and databases.
const port = process.env.TEST_PORT ?? String(await freePort())
await stage(
  'unit, server and browser tests',
  [
    npx(
      'vitest',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportPath('vitest')}`,
    ),
    {
      ...npx('playwright', 'playwright', 'test', '--reporter=list,json'),
      env: { TEST_PORT: port, PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath('playwright') },
    },
  ],
  'prefixed',
)
printTimes()
console.log('\n✔ all tests passed (the slowest tests and files: npm run test:slowest)')

// `npm test`: the static checks (types, lint, unused code, formatting), unit and server tests (Vitest), then browser tests
// (Playwright in Debian's Chromium). Stops at the first stage that fails, so the fast checks run first, and ends with
// the time each stage took. Vitest and Playwright leave JSON reports in reports/ (`npm run test:slowest` reads them).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { isBuildFresh } from './isBuildFresh'
import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium'
import { freePort } from './lib/ports'
import { REPORTS_DIR, reportPath } from './lib/testReports'

type Command = { title: string; cmd: string; args: string[]; env?: Record<string, string> }

/** Each stage's title and seconds, in the order they ran: printed at the end, and in reports/stages.json. */
const stages: { stage: string; seconds: number; ok: boolean }[] = []
const started = Date.now()

function printTimes() {
  const width = Math.max(...stages.map((s) => s.stage.length), 'total'.length)
  const line = (name: string, seconds: number, mark = '') =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${mark}`
  console.log('\nTime per stage:')
  for (const s of stages) console.log(line(s.stage, s.seconds, s.ok ? '' : '  (failed)'))
  console.log(line('total', (Date.now() - started) / 1000))
  fs.mkdirSync(REPORTS_DIR, { recursive: true })
  fs.writeFileSync(
    reportPath('stages'),
    JSON.stringify({ stages, totalSeconds: (Date.now() - started) / 1000 }, null, 2),
  )
}

function fail(title: string, code: number) {
  console.error(`\n✖ ${title} failed`)
  printTimes()
  process.exit(code)
}

/** Runs one command; `quiet` keeps its output until it ends (for commands that run side by side). */
function exec({ cmd, args, env }: Command, quiet: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout?.on('data', (c: Buffer) => (output += String(c)))
    child.stderr?.on('data', (c: Buffer) => (output += String(c)))
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
  })
}

/**
 * One stage: its commands side by side (each one's output shown whole when it ends), timed together. The static
 * checks each keep one core busy for a while; two at a time they take about half as long.
 */
async function stage(name: string, commands: Command[]) {
  console.log(`\n▶ ${name}`)
  const t0 = Date.now()
  const quiet = commands.length > 1
  const results = await Promise.all(
    commands.map(async (c) => {
      const result = await exec(c, quiet)
      if (quiet) console.log(`\n· ${c.title}${result.output.trim() ? `\n${result.output.trimEnd()}` : ': ok'}`)
      return { ...c, ...result }
    }),
  )
  const failed = results.find((r) => r.code !== 0)
  stages.push({ stage: name, seconds: (Date.now() - t0) / 1000, ok: !failed })
  if (failed) fail(failed.title, failed.code)
}

const npx = (title: string, ...args: string[]): Command => ({ title, cmd: 'npx', args })

async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() === 0) {
    await stage('installing Debian Chromium', [
      {
        title: 'apt-get install chromium',
        cmd: 'sh',
        args: ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
      },
    ])
    return
  }
  console.error(
    `Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
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
await stage('unit and server tests', [
  npx('vitest', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath('vitest')}`),
])
const port = process.env.TEST_PORT ?? String(await freePort())
await stage('browser tests', [
  {
    ...npx('playwright', 'playwright', 'test', '--reporter=list,json'),
    env: { TEST_PORT: port, PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath('playwright') },
  },
])
printTimes()
console.log('\n✔ all tests passed (the slowest tests and files: npm run test:slowest)')

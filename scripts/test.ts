// `npm test`: the static checks (types, lint, unused code, formatting), unit and server tests (Vitest), then browser tests
// (Playwright in Debian's Chromium). Stops at the first stage that fails, so the fast checks run first.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { isBuildFresh } from './isBuildFresh'
import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium'
import { freePort } from './lib/ports'

function run(title: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() === 0) {
    run('installing Debian Chromium', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ])
    return
  }
  console.error(
    `Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
  )
  process.exit(1)
}

ensureChromium()
run('type check', 'npx', ['tsc', '--noEmit'])
run('lint', 'npx', ['eslint', '.'])
run('unused files, exports and dependencies', 'npx', ['knip'])
run('formatting', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'])
if (!isBuildFresh()) run('build', 'npm', ['run', 'build'])
run('unit and server tests', 'npx', ['vitest', 'run'])
const port = process.env.TEST_PORT ?? String(await freePort())
run('browser tests', 'npx', ['playwright', 'test'], { TEST_PORT: port })
console.log('\n✔ all tests passed')

// `npm test`: the static checks (types, lint, unused code, formatting), unit and server tests (Vitest), then browser tests
// (Playwright in Debian's Chromium). Stops at the first stage that fails, so the fast checks run first.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { isBuildFresh } from './isBuildFresh.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(title, cmd, args, env = {}) {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
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

import { spawnSync } from 'node:child_process'
import { expect, it } from 'vitest'

// The legal team's command, run as they run it: a wrong command line gets the sentence and the usage, not a stack trace.
const policy = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/policies/policyCli.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  })

it('npm run policy -- --help prints the usage (exit 0)', () => {
  const run = policy('--help')
  expect(run.status).toBe(0)
  expect(run.stdout).toContain('usage: npm run policy -- new-version')
})

it('npm run policy with an unknown option names it and shows the usage (exit 2), without a stack trace', () => {
  const run = policy('new-version', 'terms', '--effective', '2027-01-01', '--bogus')
  expect(run.status).toBe(2)
  expect(run.stderr).toContain("Unknown option '--bogus'")
  expect(run.stderr).toContain('usage: npm run policy -- new-version')
  expect(run.stderr).not.toContain('    at ')
})

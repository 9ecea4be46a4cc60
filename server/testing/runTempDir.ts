import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * One temporary folder for a test run, made the temporary folder (TMPDIR) of this process, of the workers it starts
 * after and of every process they start: what a test leaves behind lands there, not among the machine's. `close`
 * fails naming what is left beside `own` (what the run itself keeps there), then removes the folder either way.
 */
export function runTempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-vitest-'))
  // As root, PostgreSQL runs as a user of its own (server/testing/postgres.ts), who must enter the folder to reach its
  // data directory there: enter, not list.
  fs.chmodSync(dir, 0o711)
  const before = process.env.TMPDIR
  process.env.TMPDIR = dir
  return {
    dir,
    close(own: string[]) {
      if (before === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = before
      try {
        const left = fs.readdirSync(dir).filter((name) => !own.includes(name))
        if (!left.length) return
        // Vitest prints an error thrown at teardown but exits 0 for it: the run fails here.
        process.exitCode = 1
        throw new Error(
          `tests left ${left.length} file(s) in the run's temporary folder (server/testing/tempDirs.ts removes what ` +
            `tempDir makes): ${left.sort().join(', ')}`,
        )
      } finally {
        fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
      }
    },
  }
}

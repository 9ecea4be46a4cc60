import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const made = new Set<string>()

/**
 * A new, empty directory under the temporary folder (the run's: server/testing/globalSetup.ts), removed after the test
 * file (server/testing/fileSetup.ts), with whatever the test and its processes wrote into it.
 */
export function tempDir(label: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`))
  made.add(dir)
  return dir
}

/** Removes every directory tempDir made in this test file. */
export function removeTempDirs() {
  // A process killed a moment ago may still be closing files in its data directory: retried, not failed.
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
  made.clear()
}

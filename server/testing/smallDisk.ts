import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect } from 'vitest'
import { tempDir } from './tempDirs'

const run = promisify(execFile)

/**
 * A small disk of its own (a tmpfs of `megabytes`, mounted: the tests run as root) for what a test puts on it. `fill()`
 * writes a file until the disk has no byte left (ENOSPC), `free()` removes it; `unmount()` when the test ends.
 */
export async function smallDisk(label: string, megabytes: number) {
  const dir = tempDir(label)
  await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir])
  const filler = path.join(dir, 'filler')
  return {
    dir,
    fill() {
      const fd = fs.openSync(filler, 'w')
      const chunk = Buffer.alloc(64 * 1024)
      try {
        for (;;) fs.writeSync(fd, chunk)
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
      } finally {
        fs.closeSync(fd)
      }
    },
    free: () => fs.rmSync(filler),
    unmount: () => run('umount', [dir]),
  }
}

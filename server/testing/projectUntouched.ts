import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { filesUnder } from '../../scripts/lib/files'

/**
 * What the tests must leave as they found it in the project itself, which the browser tests read while Vitest runs
 * beside them: the build (dist/, which they serve and list their pages from) file by file, and content/ as git sees it
 * (a draft written there was checked, built and listed by tests that read every content file). A test that builds, or
 * writes content, does it in a copy (server/testing/projectCopy.ts) or a folder of its own.
 */
function projectState(root: string) {
  const files = new Map<string, string>()
  for (const file of filesUnder(path.join(root, 'dist'))) {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (stat) files.set(path.relative(root, file), `${stat.ino} ${stat.size} ${stat.mtimeMs}`)
  }
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'content'], {
    cwd: root,
    encoding: 'utf8',
  })
  for (const line of status.split('\n').filter(Boolean)) files.set(`git: ${line}`, '')
  return files
}

/**
 * Takes the project's state now; `check()` throws naming what changed since (at most 20 paths), so the run fails
 * pointing at it rather than at a browser test that met a page gone from under it.
 */
export function projectUntouched(root = process.cwd()) {
  const before = projectState(root)
  return {
    check() {
      const after = projectState(root)
      const changed = [...new Set([...before.keys(), ...after.keys()])]
        .filter((file) => before.get(file) !== after.get(file))
        .sort()
      if (!changed.length) return
      const shown = changed
        .slice(0, 20)
        .map((file) => `${file} (${before.has(file) ? (after.has(file) ? 'changed' : 'gone') : 'new'})`)
      throw new Error(
        `tests changed the project itself (${changed.length} path(s)): ${shown.join(', ')}${changed.length > 20 ? ', …' : ''}`,
      )
    },
  }
}

import fs from 'node:fs'
import path from 'node:path'
import { TEST_OUTPUT_DIRS } from '../../scripts/lib/testReports'

/** What a copy leaves out: the packages (linked instead), the build, git, and what the test runners write. */
const LEFT_OUT = new Set(['node_modules', 'dist', '.git', 'data', ...TEST_OUTPUT_DIRS])

/**
 * A copy of the project (its sources, content and public files; ~7 MB) made at `dir`, with the project's node_modules
 * linked: for a test that builds, or writes into content/ while `vike dev` shows it, without touching the files the
 * other test files read meanwhile.
 */
export function copyOfProject(dir: string, project = process.cwd()) {
  fs.cpSync(project, dir, {
    recursive: true,
    filter: (src) => path.dirname(src) !== project || !LEFT_OUT.has(path.basename(src)),
  })
  fs.symlinkSync(path.join(project, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}

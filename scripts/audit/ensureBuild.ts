import { spawnSync } from 'node:child_process'
import { isBuildFresh } from '../isBuildFresh'

/** Builds when dist/ is missing or older than the sources. */
export function ensureBuild() {
  if (isBuildFresh()) return console.log('audit: the build is up to date')
  console.log('audit: building…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// `npm start`: build when the build is missing or older than the sources, then serve it.
import { spawnSync } from 'node:child_process'
import { isBuildFresh } from './isBuildFresh.mjs'

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (isBuildFresh()) console.log('start: the build is up to date')
else run('npm', ['run', 'build'])
run('npm', ['run', 'serve'])

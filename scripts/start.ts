// `npm start`: build when the build is missing or older than the sources, then serve it. SIGINT and SIGTERM are
// passed on to the child at work (a container runtime sends SIGTERM to npm, npm to this process: the npm script
// says `exec` so that no shell stands in between and drops it), and the exit code is the child's.
import { spawn } from 'node:child_process'
import os from 'node:os'
import { isBuildFresh } from './isBuildFresh'

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']

/** Runs a command to its end; resolves with its exit code (128 + the signal's number when a signal ended it). */
function run(cmd: string, args: string[]): Promise<number> {
  // Its own process group: a Ctrl-C in the terminal reaches it once, from here, not twice (twice means "exit now").
  const group = process.platform !== 'win32'
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: group, shell: !group })
  // A Ctrl-C reaches this process twice, from the terminal and from npm: a repeat within a second is the same one,
  // and passing it on would tell the server to give up its graceful shutdown.
  let last = { signal: '', at: 0 }
  const forward = (signal: NodeJS.Signals) => {
    if (signal === last.signal && Date.now() - last.at < 1000) return
    last = { signal, at: Date.now() }
    // To the whole group: `npm run build` runs a shell that would not pass a signal on to the build.
    if (group && child.pid) process.kill(-child.pid, signal)
    else child.kill(signal)
  }
  for (const signal of SIGNALS) process.on(signal, forward)
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`start: ${cmd} could not run: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      for (const s of SIGNALS) process.off(s, forward)
      resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0))
    })
  })
}

if (isBuildFresh()) console.log('start: the build is up to date')
else {
  const code = await run('npm', ['run', 'build'])
  if (code !== 0) process.exit(code)
}
// The server itself, not `npm run serve`: no npm or shell in between to lose a signal.
process.exit(await run(process.execPath, ['--import', 'tsx', 'server/index.ts']))

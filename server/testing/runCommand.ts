import { Writable } from 'node:stream'
import type { CommandIo } from '../operatorCommand'

/** Runs an operator's command (server/operatorCommand.ts) as a terminal would, with `env`: its exit code and what it printed. */
export async function runCommand(
  command: (argv: string[], io?: CommandIo) => Promise<number>,
  env: NodeJS.ProcessEnv,
  ...argv: string[]
) {
  let out = ''
  let err = ''
  const sink = (f: (s: string) => void) => new Writable({ write: (c, _e, done) => (f(String(c)), done()) })
  const code = await command(argv, { env, out: sink((s) => (out += s)), err: sink((s) => (err += s)) })
  return { code, out, err }
}

// Starts a server script (the site's server/index.ts, or the benchmark's plain static server) on a free local port and
// waits until it answers 200 for /; returns its origin, the process and a stop function. Used by the audit, the
// JavaScript and interaction measures and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './ports'

export type StartedServer = { origin: string; child: ChildProcess; stop: () => Promise<void> }
export type StartOptions = {
  port?: number
  cwd?: string
  env?: Record<string, string>
  /** Whether the server's own output shows (its warnings and errors do, always). */
  quiet?: boolean
}

export async function startServer(script: string, opts: StartOptions = {}): Promise<StartedServer> {
  const port = opts.port ?? (await freePort())
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: opts.cwd ?? process.cwd(),
    env: { ...process.env, ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', opts.quiet ? 'ignore' : 'inherit', 'inherit'],
  })
  // Generous: on a busy machine (the browser tests run two at a time) a start can take many seconds.
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`)
    const ok = await fetch(`${origin}/`).then(
      (res) => res.ok,
      () => false, // not listening yet
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`${script} did not answer on ${origin} within 60 s`)
    await new Promise((r) => setTimeout(r, 100))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { origin, child, stop }
}

/** The site's build, served by server/index.ts (AUDIT_PORT picks the port), quiet but for warnings. */
export function serveBuild(opts: StartOptions = {}): Promise<StartedServer> {
  const port = opts.port ?? (Number(process.env.AUDIT_PORT ?? 0) || undefined)
  return startServer('server/index.ts', {
    ...opts,
    port,
    env: {
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(os.tmpdir(), `ethereal-audit-data-${process.pid}`),
      CONTACT_RATE_LIMIT: '100000',
      ...opts.env,
    },
  })
}

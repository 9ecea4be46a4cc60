// Serves the build (server/index.ts) on a free local port for the audit; returns its origin and a stop function.
import { spawn } from 'node:child_process'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address())
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** @param {{ port?: number, cwd?: string }} [opts] */
export async function serveBuild(opts = {}) {
  const port = opts.port ?? (Number(process.env.AUDIT_PORT ?? 0) || (await freePort()))
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: opts.cwd ?? process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(os.tmpdir(), `ethereal-audit-data-${port}`),
      CONTACT_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${origin}/`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer on ${origin} within 30 s`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined)
        child.once('exit', () => resolve(undefined))
        child.kill('SIGTERM')
      }),
  }
}

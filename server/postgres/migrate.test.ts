import { describe, expect, it } from 'vitest'
import { usePostgres } from '../testing/postgres'
import { migrate, type Migration } from './migrate'
import { createPool } from './pool'

const db = usePostgres()

const migrations: Migration[] = [
  { version: 1, name: 'things', sql: 'CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL)' },
  // Slow enough that instances starting together would overlap without the lock.
  { version: 2, name: 'seed', sql: "SELECT pg_sleep(0.3); INSERT INTO things (name) VALUES ('first')" },
]

describe('migrations', () => {
  it('run once when several instances start together', async () => {
    const url = await db.postgres.createDatabase()
    const pools = [createPool(url), createPool(url), createPool(url)]
    const applied = await Promise.all(pools.map((p) => migrate(p, migrations)))
    expect(applied.flat().sort()).toEqual([1, 2])
    const { rows } = await pools[0]!.query('SELECT name FROM things')
    expect(rows).toEqual([{ name: 'first' }])
    expect(await migrate(pools[1]!, migrations)).toEqual([])
    await Promise.all(pools.map((p) => p.end()))
  })

  it('leave nothing behind when one fails, and name it', async () => {
    const url = await db.postgres.createDatabase()
    const pool = createPool(url)
    const broken = [
      ...migrations,
      { version: 3, name: 'broken', sql: 'ALTER TABLE things ADD COLUMN x int; SELECT nope' },
    ]
    await expect(migrate(pool, broken)).rejects.toThrow(/migration 3_broken failed/)
    const { rows } = await pool.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'things'`)
    expect(rows.map((r) => r.column_name).sort()).toEqual(['id', 'name'])
    expect((await pool.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual([
      { version: 1 },
      { version: 2 },
    ])
    await pool.end()
  })
})

import { createHmac, randomBytes } from 'node:crypto'
import type { Pool, PoolClient } from './postgres/pool'
import type { Sqlite } from './sqlite'

// A day's secret, shared by every instance through the database: 32 random bytes, made by the first instance that asks
// for that day (the others' inserts are ignored, so all read the same one), deleted by whoever sees it is no longer
// needed. What is kept is only a keyed hash made with it, never what was hashed. Two uses, each with its own table and
// lifetime: the analytics' visitor hash (server/analytics, gone when its day is over) and the rate limits' keys
// (server/contact, gone once the hits it hashed have left the longest window, a day later).

/** The tables that hold day secrets, as `(day text PRIMARY KEY, secret bytes NOT NULL)`. */
export type SecretTable = 'analytics_secrets' | 'contact_hit_secrets'

/** The day's secret in a SQLite database (created first when `create`); undefined when there is none. */
export function sqliteDaySecret(db: Sqlite.Database, table: SecretTable, day: string, create: boolean) {
  if (create) db.prepare(`INSERT OR IGNORE INTO ${table} (day, secret) VALUES (?, ?)`).run(day, randomBytes(32))
  const row = db.prepare(`SELECT secret FROM ${table} WHERE day = ?`).get(day) as { secret: Buffer } | undefined
  return row?.secret
}

/** The day's secret in PostgreSQL (created first when `create`); undefined when there is none. */
export async function pgDaySecret(db: Pool | PoolClient, table: SecretTable, day: string, create: boolean) {
  if (create)
    await db.query(`INSERT INTO ${table} (day, secret) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [day, randomBytes(32)])
  const { rows } = await db.query<{ secret: Buffer }>(`SELECT secret FROM ${table} WHERE day = $1`, [day])
  return rows[0]?.secret
}

/** A keyed hash (HMAC-SHA-256, base64url): who has not the secret cannot tell what was hashed, nor test a guess. */
export const keyedHash = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('base64url')

import pg from 'pg'

export type PoolSettings = {
  /** Connections per instance (`PG_POOL_SIZE`). */
  max: number
  /** Longest a statement may run before PostgreSQL cancels it (`PG_STATEMENT_TIMEOUT_MS`). */
  statementTimeoutMs: number
  /** Longest a request waits for a connection, including connecting to a database that is down. */
  connectTimeoutMs: number
}

const defaultPoolSettings: PoolSettings = { max: 10, statementTimeoutMs: 5_000, connectTimeoutMs: 2_000 }

/**
 * A pool of connections to `url` (TLS from `sslmode` in the URL, as libpq reads it). A connection that breaks (the
 * database restarted) is dropped from the pool and the next query opens a new one: the pool reconnects by itself.
 */
export function createPool(url: string, settings: Partial<PoolSettings> = {}, onError?: (error: Error) => void) {
  const { max, statementTimeoutMs, connectTimeoutMs } = { ...defaultPoolSettings, ...settings }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    // Waiting on a row lock is part of a statement; a client-side limit also covers a server that stopped answering.
    query_timeout: statementTimeoutMs + 1_000,
    application_name: 'ethereal-website',
  })
  // An idle connection that dies (database restart) emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => onError?.(error))
  return pool
}

export type Pool = pg.Pool

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
  // A connection's 'error' is heard for its whole life. pg-pool takes its own listener off a connection it hands out
  // before withClient can put one on: a connection ended in the same packet as the answer that makes it ready (a
  // failover or pg_terminate_backend as it starts) emitted 'error' with no one listening, which ended the process
  // (server/postgres/pool.test.ts). The work then given that connection fails, and withClient destroys it.
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

export type Pool = pg.Pool
export type PoolClient = pg.PoolClient

/**
 * Runs `work` on one connection held for its length, and gives the connection back only when all of it succeeded.
 * - While a connection is held, pg-pool does not listen to its 'error' event: a connection ended then (a restart, a
 *   failover, `pg_terminate_backend`, a network reset) would raise an unhandled 'error' and end the process. Here it
 *   is heard, and the work fails with it.
 * - On any failure the connection is destroyed (`release(error)`), never handed to the next request: after a timeout
 *   or a failed ROLLBACK it may still be inside a transaction, and whatever the next request wrote would sit
 *   uncommitted in it. PostgreSQL rolls back the transaction of a connection that goes.
 */
export async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let failure: Error | undefined
  const onError = (error: Error) => {
    failure ??= error
  }
  client.on('error', onError)
  try {
    return await work(client)
  } catch (error) {
    failure ??= error instanceof Error ? error : new Error(String(error))
    throw error
  } finally {
    client.off('error', onError)
    client.release(failure)
  }
}

/**
 * `work` inside BEGIN … COMMIT on one held connection (see `withClient`). There is no ROLLBACK to fail: a failed
 * transaction's connection is destroyed, which rolls it back. Work that decides to write nothing returns normally
 * and its COMMIT writes nothing.
 */
export function transaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  })
}

/**
 * The database's clock in milliseconds since the epoch, as SQL. Times that several instances compare (leases, retry
 * times, rate windows) come from here, not from each instance's own clock, which may run minutes apart.
 */
export const DB_NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`

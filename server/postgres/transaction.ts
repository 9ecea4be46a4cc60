import type { PoolClient } from 'pg'
import type { Pool } from './pool'

/**
 * Runs `fn` in one transaction on a connection of its own. While the connection is held it has an error listener (a
 * connection that ends meanwhile must not end the process), and a connection that failed is given back with the error,
 * so the pool closes it instead of lending it out again.
 */
export async function inTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  const onError = (error: Error) => (broken = error)
  client.on('error', onError)
  try {
    await client.query('BEGIN')
    const result = await fn(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    broken ??= error as Error
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.off('error', onError)
    client.release(broken)
  }
}

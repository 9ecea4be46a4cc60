import { describe, expect, it } from 'vitest'
import { usePostgres, queryDirect } from '../testing/postgres'
import { waitFor } from '../testing/waitFor'
import { createPool, withClient } from './pool'

const db = usePostgres()
/** The pool's connections: to the test's own database, on a server other test files share. */
const itsConnections = `pg_stat_activity WHERE application_name = 'ethereal-website' AND datname = current_database()`

describe('the pool of connections', () => {
  it('survives a connection ended in the same packet as the answer that makes it ready, and fails only that work', async () => {
    const url = await db.postgres.createDatabase()
    const pool = createPool(db.proxy.via(url), { connectTimeoutMs: 20_000 })
    // A new connection whose answer that it is ready is held: PostgreSQL has let it in, the pool does not know yet.
    db.proxy.holdReady()
    const work = withClient(pool, (client) => client.query('SELECT 1'))
    await waitFor(async () => (await queryDirect(url, `SELECT pid FROM ${itsConnections}`)).length === 1, {
      timeoutMs: 10_000,
      what: 'the connection to be let in',
    })
    // Ended now (a restart, a failover, pg_terminate_backend): its FATAL comes right after its ready message, in the
    // packet the pool hands the connection out on, before any code of ours can listen to it.
    await queryDirect(url, `SELECT pg_terminate_backend(pid) FROM ${itsConnections}`)
    db.proxy.release()
    // The work on it fails (a request answers 503); nothing is thrown where no one listens (the process would end).
    await expect(work).rejects.toThrow()
    // The pool opens a new connection for the next work.
    expect((await withClient(pool, (client) => client.query('SELECT 1 AS one'))).rows).toEqual([{ one: 1 }])
    await pool.end()
  })
})

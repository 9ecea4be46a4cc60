import { describe, expect, it } from 'vitest'
import { usePostgres } from '../testing/postgres'
import { tempDataDir, validMessage } from '../testing/testApp'
import { runMessagesCommand } from './cli'
import { PgMessageStore } from './PgMessageStore'
import { openDatabase, SqliteMessageStore } from './SqliteMessageStore'
import { runCommand } from '../testing/runCommand'

const db = usePostgres()

const run = (env: Record<string, string>, ...argv: string[]) => runCommand(runMessagesCommand, env, ...argv)

describe('npm run messages, on PostgreSQL', () => {
  it('lists, exports and retries the messages of DATABASE_URL', async () => {
    const url = await db.postgres.createDatabase()
    const store = new PgMessageStore(url)
    const dead = (await store.add(validMessage)).id
    const { id } = await store.add({ ...validMessage, name: 'Grace Hopper' })
    const [claimed] = await store.mail.claimDue(Date.now(), 1000, 'test')
    expect(claimed?.id).toBe(dead)
    await store.mail.markFailed(dead, 'test', { nextAttemptAt: 0, dead: true, error: 'ECONNREFUSED' })
    await store.close()
    // DATA_DIR has no database: with DATABASE_URL set it is not needed.
    const env = { DATABASE_URL: url, DATA_DIR: tempDataDir('cli-pg-empty') }

    const list = await run(env, 'list')
    expect(list.code, list.err).toBe(0)
    expect(list.out).toContain('Grace Hopper <ada@example.com>')
    expect(list.out).toContain('1 dead, 1 pending in total')
    const exported = JSON.parse((await run(env, 'export', '--format', 'json')).out)
    expect(exported.map((m: { id: number }) => m.id)).toEqual([dead, id])
    expect((await run(env, 'retry')).out).toContain('1 message(s) back in the outbox')
    expect((await run(env, 'list')).out).toContain('2 pending in total')
  })

  it('copy-to-postgres copies every message of the SQLite file once, in every status, however often it runs', async () => {
    const dataDir = tempDataDir('cli-copy')
    const sqlite = new SqliteMessageStore(dataDir)
    await sqlite.add({ ...validMessage, idempotencyKey: 'key-from-the-form-1' })
    await sqlite.add({ ...validMessage, name: 'Spam Bot', spamReason: 'honeypot' })
    await sqlite.add({ ...validMessage, name: 'Grace Hopper' })
    await sqlite.add({ ...validMessage, name: 'Failed Once' })
    await sqlite.add({ ...validMessage, name: 'Dead Letter' })
    await sqlite.close()
    const file = openDatabase(dataDir)
    file
      .prepare(`UPDATE messages SET status = 'sent', attempts = 1, sent_at = '2025-05-01T10:00:00.000Z' WHERE id = 3`)
      .run()
    // As the outbox wrote retry times before they were rounded: the jitter's fraction of a millisecond.
    file
      .prepare(
        `UPDATE messages SET attempts = 1, next_attempt_at = 1795637378399.5056, last_error = 'ECONNREFUSED' WHERE id = 4`,
      )
      .run()
    file.prepare(`UPDATE messages SET status = 'dead', attempts = 5, last_error = '421' WHERE id = 5`).run()
    file.close()

    const url = await db.postgres.createDatabase()
    const env = { DATABASE_URL: url, DATA_DIR: dataDir }
    const first = await run(env, 'copy-to-postgres')
    expect(first.code, first.err).toBe(0)
    expect(first.out).toContain('5 message(s) copied into PostgreSQL, 0 already there.')
    const second = await run(env, 'copy-to-postgres')
    expect(second.code, second.err).toBe(0)
    expect(second.out).toContain('Nothing to copy: all 5 message(s) are already in PostgreSQL.')

    const pg = new PgMessageStore(url)
    const copied = (await pg.list()).reverse()
    expect(copied.map((m) => [m.name, m.status, m.attempts, m.sentAt])).toEqual([
      [validMessage.name, 'pending', 0, null],
      ['Spam Bot', 'spam', 0, null],
      ['Grace Hopper', 'sent', 1, '2025-05-01T10:00:00.000Z'],
      ['Failed Once', 'pending', 1, null],
      ['Dead Letter', 'dead', 5, null],
    ])
    expect(copied[3]).toMatchObject({ nextAttemptAt: 1795637378400, lastError: 'ECONNREFUSED' })
    // The idempotency key came along: the visitor's retry of the first message is still recognised.
    expect(await pg.add({ ...validMessage, idempotencyKey: 'key-from-the-form-1' })).toEqual({
      id: copied[0]!.id,
      duplicate: true,
    })
    await pg.close()
  })

  it('copy-to-postgres copies nothing when PostgreSQL refuses one message, and names it', async () => {
    const dataDir = tempDataDir('cli-copy-refused')
    const sqlite = new SqliteMessageStore(dataDir)
    await sqlite.add({ ...validMessage, name: 'First' })
    await sqlite.add({ ...validMessage, name: 'Second' })
    await sqlite.close()
    const url = await db.postgres.createDatabase()
    // A database whose messages table refuses the second message (a check the SQLite file never had).
    const pg = new PgMessageStore(url)
    await pg.ready()
    await pg.pool.query(`ALTER TABLE messages ADD CONSTRAINT not_second CHECK (name <> 'Second')`)
    const res = await run({ DATABASE_URL: url, DATA_DIR: dataDir }, 'copy-to-postgres')
    expect(res.code).toBe(1)
    expect(res.err).toContain('Nothing was copied: message #2')
    expect(await pg.list()).toEqual([])
    await pg.close()
  })

  it('copy-to-postgres without DATABASE_URL says what it needs', async () => {
    const dataDir = tempDataDir('cli-copy-nourl')
    await new SqliteMessageStore(dataDir).close()
    const res = await run({ DATA_DIR: dataDir }, 'copy-to-postgres')
    expect(res.code).toBe(2)
    expect(res.err).toContain('copy-to-postgres needs DATABASE_URL')
  })
})

import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type TestPostgres } from '../testing/postgres'
import { tempDataDir, validMessage } from '../testing/testApp'
import { runMessagesCommand } from './cli'
import { PgMessageStore } from './PgMessageStore'
import { openDatabase, SqliteMessageStore } from './SqliteMessageStore'

let server: TestPostgres
beforeAll(async () => {
  server = await startPostgres()
}, 120_000)
afterAll(() => server?.stop(), 60_000)

async function run(env: Record<string, string>, ...argv: string[]) {
  let out = ''
  let err = ''
  const sink = (f: (s: string) => void) => new Writable({ write: (c, _e, done) => (f(String(c)), done()) })
  const code = await runMessagesCommand(argv, {
    env,
    out: sink((s) => (out += s)) as never,
    err: sink((s) => (err += s)) as never,
  })
  return { code, out, err }
}

describe('npm run messages, on PostgreSQL', () => {
  it('lists, exports and retries the messages of DATABASE_URL', async () => {
    const url = await server.createDatabase()
    const store = new PgMessageStore(url)
    const dead = (await store.add(validMessage)).id
    const { id } = await store.add({ ...validMessage, name: 'Grace Hopper' })
    const claimed = await store.claimDue(Date.now(), 1000, 'test')
    expect(claimed?.id).toBe(dead)
    await store.markFailed(dead, 'test', { nextAttemptAt: 0, dead: true, error: 'ECONNREFUSED' })
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

  it('copy-to-postgres copies every message of the SQLite file once, however often it runs', async () => {
    const dataDir = tempDataDir('cli-copy')
    const sqlite = new SqliteMessageStore(dataDir)
    await sqlite.add({ ...validMessage, idempotencyKey: 'key-from-the-form-1' })
    await sqlite.add({ ...validMessage, name: 'Spam Bot', spamReason: 'honeypot' })
    await sqlite.add({ ...validMessage, name: 'Grace Hopper' })
    await sqlite.close()
    const db = openDatabase(dataDir)
    db.prepare(
      `UPDATE messages SET status = 'sent', attempts = 1, sent_at = '2025-05-01T10:00:00.000Z' WHERE id = 3`,
    ).run()
    db.close()

    const url = await server.createDatabase()
    const env = { DATABASE_URL: url, DATA_DIR: dataDir }
    const first = await run(env, 'copy-to-postgres')
    expect(first.code, first.err).toBe(0)
    expect(first.out).toContain('3 message(s) copied into PostgreSQL, 0 already there.')
    expect((await run(env, 'copy-to-postgres')).out).toContain('0 message(s) copied into PostgreSQL, 3 already there.')

    const pg = new PgMessageStore(url)
    const copied = (await pg.list()).reverse()
    expect(copied.map((m) => [m.name, m.status, m.sentAt])).toEqual([
      [validMessage.name, 'pending', null],
      ['Spam Bot', 'spam', null],
      ['Grace Hopper', 'sent', '2025-05-01T10:00:00.000Z'],
    ])
    // The idempotency key came along: the visitor's retry of the first message is still recognised.
    expect(await pg.add({ ...validMessage, idempotencyKey: 'key-from-the-form-1' })).toEqual({
      id: copied[0]!.id,
      duplicate: true,
    })
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

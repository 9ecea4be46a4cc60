import { spawnSync } from 'node:child_process'
import { beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../testing/runCommand'
import { tempDataDir, validMessage } from '../testing/testApp'
import { runMessagesCommand } from './cli'
import { openDatabase, SqliteMessageStore } from './SqliteMessageStore'

const dataDir = tempDataDir('cli')
let ids: number[] = []

async function run(...argv: string[]) {
  return runIn(dataDir, ...argv)
}

const runIn = (dir: string, ...argv: string[]) => runCommand(runMessagesCommand, { DATA_DIR: dir }, ...argv)

beforeAll(async () => {
  const store = new SqliteMessageStore(dataDir)
  ids = [
    (await store.add(validMessage)).id,
    (
      await store.add({
        ...validMessage,
        name: 'Grace, "Amazing" Hopper',
        company: '=HYPERLINK("http://evil")',
        message: 'Line one\nLine two, with comma.',
      })
    ).id,
    (await store.add({ ...validMessage, name: 'Spam Bot', spamReason: 'honeypot' })).id,
  ]
  await store.close()
  const db = openDatabase(dataDir)
  db.prepare(`UPDATE messages SET created_at = '2024-01-01T00:00:00.000Z' WHERE id = ?`).run(ids[0])
  db.prepare(`UPDATE messages SET status = 'dead', attempts = 1, last_error = 'ECONNREFUSED' WHERE id = ?`).run(ids[1])
  db.close()
})

describe('npm run messages', () => {
  it('export --format json prints every message with id, name, email, company, message, createdAt and status', async () => {
    const { code, out } = await run('export', '--format', 'json')
    expect(code).toBe(0)
    const messages = JSON.parse(out)
    expect(messages.map((m: { id: number }) => m.id)).toEqual(ids)
    expect(messages[0]).toMatchObject({
      id: ids[0],
      ...validMessage,
      createdAt: '2024-01-01T00:00:00.000Z',
      status: 'pending',
    })
    expect(messages[1].status).toBe('dead')
    expect(messages[2].status).toBe('spam')
  })

  it('export --since leaves out older messages', async () => {
    const messages = JSON.parse((await run('export', '--format', 'json', '--since', '2025-01-01')).out)
    expect(messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(1))
  })

  it('export --format csv quotes what needs quoting and defuses spreadsheet formulas', async () => {
    const { code, out } = await run('export', '--format', 'csv')
    expect(code).toBe(0)
    const lines = out.split('\r\n')
    expect(lines[0]).toBe('id,createdAt,status,name,email,company,message,spamReason,attempts,sentAt')
    expect(out).toContain(
      `"Grace, ""Amazing"" Hopper",ada@example.com,"'=HYPERLINK(""http://evil"")","Line one\nLine two, with comma.",,1,`,
    )
  })

  it('list shows the newest messages and the totals', async () => {
    const { code, out } = await run('list')
    expect(code).toBe(0)
    expect(out.indexOf(`#${ids[2]}`)).toBeLessThan(out.indexOf(`#${ids[0]}`))
    expect(out).toContain('Ada Lovelace <ada@example.com>')
    expect(out).toMatch(/1 pending.*1 dead.*1 spam|1 dead.*1 pending.*1 spam/)
  })

  it('retry puts dead letters back into the outbox', async () => {
    expect((await run('retry')).out).toContain('1 message(s) back in the outbox')
    expect(JSON.parse((await run('export', '--format', 'json')).out)[1]).toMatchObject({
      status: 'pending',
      attempts: 0,
    })
    expect((await run('retry')).out).toBe('No dead letters.\n')
  })

  it('explains how to use it when the command is wrong', async () => {
    for (const args of [
      ['export'],
      ['export', '--format', 'xml'],
      ['export', '--format', 'csv', '--since', 'yesterday-ish'],
      ['frobnicate'],
      ['list', '--bogus'],
    ]) {
      const { code, err } = await run(...args)
      expect(code, args.join(' ')).toBe(2)
      expect(err, args.join(' ')).toContain('Usage: npm run messages')
    }
  })

  it('refuses a DATA_DIR without a database instead of making an empty one', async () => {
    const fs = await import('node:fs')
    const mistyped = `${tempDataDir('cli-typo')}/dat`
    const { code, out, err } = await runIn(mistyped, 'list')
    expect(code).toBe(1)
    expect(err).toContain(`No contact database in ${mistyped}`)
    expect(out).not.toContain('No messages yet')
    expect(fs.existsSync(mistyped)).toBe(false)
  })

  it('runs as an npm script on the DATA_DIR database', async () => {
    const res = spawnSync('npm', ['run', '--silent', 'messages', '--', 'export', '--format', 'json'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(res.status, res.stderr).toBe(0)
    expect(JSON.parse(res.stdout)).toHaveLength(3)
  })
})

describe('rows stored before control characters were refused', () => {
  const oldDir = tempDataDir('cli-controls')
  const hostile = {
    name: '\u001b[2JMallory\u0007',
    email: 'mallory@example.com\u001b]0;owned\u0007',
    company: 'Evil\u202eCorp\u0000',
    message: 'Hello\u009b31m\u001b[31m red\nnext line\u007f',
  }
  beforeAll(async () => {
    const store = new SqliteMessageStore(oldDir)
    await store.add(hostile)
    await store.close()
  })
  const runIn = (...argv: string[]) => runCommand(runMessagesCommand, { DATA_DIR: oldDir }, ...argv)
  const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

  it('list prints them without any control character', async () => {
    const { code, out } = await runIn('list')
    expect(code).toBe(0)
    expect(out).not.toMatch(CONTROL)
    expect(out).toContain('[2JMallory <mallory@example.com]0;owned>  EvilCorp')
    expect(out).toContain('Hello31m[31m red next line')
  })

  it('csv export strips them but keeps line breaks; json export escapes them, so the data stays whole', async () => {
    const csv = (await runIn('export', '--format', 'csv')).out
    expect(csv).not.toMatch(CONTROL)
    expect(csv).toContain('"Hello31m[31m red\nnext line"')
    const json = (await runIn('export', '--format', 'json')).out
    expect(json).not.toMatch(CONTROL)
    expect(JSON.parse(json)[0]).toMatchObject(hostile)
  })
})

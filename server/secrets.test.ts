import { spawnSync } from 'node:child_process'
import { describe, expect, it, vi } from 'vitest'
import { freePort } from '../scripts/lib/ports'
import { usePostgres } from './testing/postgres'
import { cleanUpAfterEach, postMessage, spawnServer, startServer, statusOf } from './testing/serverProcess'
import { tempDataDir } from './testing/testApp'
import { waitFor } from './testing/waitFor'

// Real server processes (one on PostgreSQL): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 })
const cleanup = cleanUpAfterEach()

/** The password in every setting below: it must never appear in anything the processes print. */
const SECRET = 'S3cret'

/** `npm run messages -- list` as the sales team runs it; its exit code and everything it printed. */
function messagesList(env: Record<string, string>) {
  const res = spawnSync('npm', ['run', '--silent', 'messages', '--', 'list'], {
    env: { ...process.env, DATA_DIR: tempDataDir('secrets-cli'), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: res.status, output: `${res.stdout}${res.stderr}` }
}

describe('a setting that is not valid', () => {
  const refused: Record<'DATABASE_URL' | 'SMTP_URL', [value: string, message: string]> = {
    DATABASE_URL: [
      `postgresql://app:${SECRET} pass@db/site`,
      'DATABASE_URL="postgresql://app:***@db/site" is not valid: it contains a space',
    ],
    SMTP_URL: [
      `smtps://mailer:${SECRET} pass@smtp.example.com:465`,
      'SMTP_URL="smtps://mailer:***@smtp.example.com:465" is not valid: it contains a space',
    ],
  }

  it.each(Object.entries(refused))(
    '%s: the server names it and what is wrong, never its password, and does not start',
    async (name, [value, message]) => {
      const server = await spawnServer({ DATA_DIR: tempDataDir('secrets'), [name]: value })
      const { code } = await server.exited
      expect(code).toBe(1)
      expect(server.output()).toContain(message)
      expect(server.output()).not.toContain(SECRET)
    },
  )

  it('npm run messages names it too, never its password', () => {
    const { code, output } = messagesList({ DATABASE_URL: refused.DATABASE_URL[0] })
    expect(code).toBe(1)
    expect(output).toContain(refused.DATABASE_URL[1])
    expect(output).not.toContain(SECRET)
  })
})

describe('a setting with a password the other side refuses', () => {
  const db = usePostgres()

  it('is never logged: a wrong PostgreSQL password, a feed with a token; the site serves its pages', async () => {
    const feedPort = await freePort()
    const databaseUrl = `postgres://postgres:${SECRET}@127.0.0.1:${db.postgres.port}/postgres`
    const server = await startServer({
      DATA_DIR: tempDataDir('secrets-pg'),
      DATABASE_URL: databaseUrl,
      TRADE_NEWS_FEEDS: `http://reader:${SECRET}@127.0.0.1:${feedPort}/rss http://127.0.0.1:${feedPort}/rss?token=${SECRET}`,
    })
    cleanup(server.stop)
    expect(await statusOf(server, '/healthz')).toBe(503)
    expect((await postMessage(server)).status).toBe(503)
    expect(await statusOf(server, '/api/trade-news')).toBe(200)
    await waitFor(() => server.output().includes('trade news feed failed'), { what: 'the feeds to fail' })
    expect(server.output()).toContain('password authentication failed')
    expect(server.output()).not.toContain(SECRET)

    const cli = messagesList({ DATABASE_URL: databaseUrl })
    expect(cli.code).not.toBe(0)
    expect(cli.output).not.toContain(SECRET)
  })

  it('is never logged: SMTP credentials for a mail server that cannot be reached', async () => {
    const server = await startServer({
      DATA_DIR: tempDataDir('secrets-smtp'),
      SMTP_URL: `smtp://mailer:${SECRET}@127.0.0.1:${await freePort()}`,
      CONTACT_TO: 'sales@ethereal.io',
      CONTACT_FROM: 'E THE REAL website <website@ethereal.io>',
      CONTACT_MIN_FILL_MS: '0',
    })
    cleanup(server.stop)
    expect((await postMessage(server)).status).toBe(201)
    await waitFor(() => server.output().includes('contact message not delivered'), { what: 'a failed delivery' })
    expect(server.output()).not.toContain(SECRET)
  })
})

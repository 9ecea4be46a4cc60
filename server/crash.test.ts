import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './messages/SqliteMessageStore'
import { tempDataDir, validMessage } from './testing/testApp'
import { freePort } from '../scripts/lib/ports'
import { waitFor } from './testing/waitFor'

/** The real server (server/index.ts) as a child process on its own port and data directory. */
async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok, {
    timeoutMs: 60_000,
    intervalMs: 200,
    what: 'the server to start',
  })
  return child
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve({ code: child.exitCode, signal: child.signalCode })
      : child.once('exit', (code, signal) => resolve({ code, signal })),
  )

const children: ChildProcess[] = []
afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')))

describe('a crash in the middle of a burst of contact messages', () => {
  it('loses no acknowledged message and stores none twice', { timeout: 180_000 }, async () => {
    const dataDir = tempDataDir('crash')
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/api/contact`
    let child = await startServer(port, dataDir)
    children.push(child)

    const keys = Array.from({ length: 400 }, () => crypto.randomUUID())
    const acknowledged = new Map<string, number>()
    let next = 0
    let killed = false
    const send = (key: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validMessage, idempotencyKey: key }),
      })

    // 24 clients send messages concurrently; the server is killed with SIGKILL once 120 are acknowledged.
    const clients = Array.from({ length: 24 }, async () => {
      while (!killed && next < keys.length) {
        const key = keys[next++]!
        try {
          const res = await send(key)
          if (res.status === 201) acknowledged.set(key, ((await res.json()) as { id: number }).id)
        } catch {
          // connection reset by the crash: not acknowledged
        }
        if (acknowledged.size >= 120 && !killed) {
          killed = true
          child.kill('SIGKILL')
        }
      }
    })
    await Promise.all(clients)
    expect((await exited(child)).signal).toBe('SIGKILL')
    expect(acknowledged.size).toBeGreaterThanOrEqual(120)

    child = await startServer(port, dataDir)
    children.push(child)
    const db = openDatabase(dataDir)
    try {
      const countByKey = db.prepare('SELECT COUNT(*) FROM messages WHERE idempotency_key = ?').pluck()
      const idByKey = db.prepare('SELECT id FROM messages WHERE idempotency_key = ?').pluck()
      for (const [key, id] of acknowledged) {
        expect(countByKey.get(key), key).toBe(1)
        expect(idByKey.get(key), key).toBe(id)
      }

      // The visitors whose answer never came press Send again: each message ends up stored exactly once.
      const queue = [...keys]
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          for (let key = queue.pop(); key; key = queue.pop()) {
            const res = await send(key)
            expect(res.status).toBe(201)
            const { id } = (await res.json()) as { id: number }
            if (acknowledged.has(key)) expect(id).toBe(acknowledged.get(key))
          }
        }),
      )
      expect(db.prepare('SELECT COUNT(*) FROM messages').pluck().get()).toBe(keys.length)
      expect(db.prepare('SELECT COUNT(DISTINCT idempotency_key) FROM messages').pluck().get()).toBe(keys.length)
    } finally {
      db.close()
    }

    // A graceful stop: SIGTERM ends the server with exit code 0.
    child.kill('SIGTERM')
    expect(await exited(child)).toEqual({ code: 0, signal: null })
  })

  it(
    'stops gracefully on SIGINT in the middle of a burst: answered messages are stored, exit code 0',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDataDir('sigint')
      const port = await freePort()
      const child = await startServer(port, dataDir)
      children.push(child)
      const acked = new Map<string, number>()
      const send = async (key: string) => {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...validMessage, idempotencyKey: key }),
          })
          if (res.status === 201) acked.set(key, ((await res.json()) as { id: number }).id)
          else expect(res.status).toBeLessThan(500)
        } catch {
          // refused once the server stopped accepting
        }
      }
      const burst = Array.from({ length: 200 }, () => crypto.randomUUID())
      const sending = Promise.all(burst.map(send))
      await waitFor(() => acked.size > 0, { what: 'a first answer' })
      child.kill('SIGINT')
      await sending
      expect(await exited(child)).toEqual({ code: 0, signal: null })
      const db = openDatabase(dataDir)
      try {
        for (const [key, id] of acked)
          expect(db.prepare('SELECT id FROM messages WHERE idempotency_key = ?').pluck().get(key)).toBe(id)
      } finally {
        db.close()
      }
    },
  )
})

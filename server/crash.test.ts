import { describe, expect, it, vi } from 'vitest'
import { openDatabase } from './messages/SqliteMessageStore'
import {
  cleanUpAfterEach,
  postMessage as post,
  startServer,
  statusOf as status,
  type ServerProcess,
} from './testing/serverProcess'
import { tempDataDir, validMessage } from './testing/testApp'
import { waitFor } from './testing/waitFor'

// Each test runs real server processes and sends them hundreds of messages: minutes on a busy machine.
vi.setConfig({ testTimeout: 180_000 })
const cleanup = cleanUpAfterEach()

/** The real server with its data in `dataDir`, once its database is open (health 200). */
async function startWithDatabase(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
  cleanup(server.stop)
  await waitFor(async () => (await status(server, '/healthz')) === 200, { what: 'the database to open' })
  return server
}

/** A visitor's message with its own idempotency key, as the site's form sends it. */
const send = (server: ServerProcess, key: string) => post(server, { ...validMessage, idempotencyKey: key })

describe('a crash in the middle of a burst of contact messages', () => {
  it('loses no acknowledged message and stores none twice', async () => {
    const dataDir = tempDataDir('crash')
    let server = await startWithDatabase(dataDir)

    const keys = Array.from({ length: 400 }, () => crypto.randomUUID())
    const acknowledged = new Map<string, number>()
    let next = 0
    let killed = false

    // 24 clients send messages concurrently; the server is killed with SIGKILL once 120 are acknowledged.
    const clients = Array.from({ length: 24 }, async () => {
      while (!killed && next < keys.length) {
        const key = keys[next++]!
        try {
          const res = await send(server, key)
          if (res.status === 201) acknowledged.set(key, ((await res.json()) as { id: number }).id)
        } catch {
          // connection reset by the crash: not acknowledged
        }
        if (acknowledged.size >= 120 && !killed) {
          killed = true
          server.child.kill('SIGKILL')
        }
      }
    })
    await Promise.all(clients)
    expect((await server.exited).signal).toBe('SIGKILL')
    expect(acknowledged.size).toBeGreaterThanOrEqual(120)

    server = await startWithDatabase(dataDir)
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
            const res = await send(server, key)
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
    server.child.kill('SIGTERM')
    expect(await server.exited).toEqual({ code: 0, signal: null })
  })

  it('stops gracefully on SIGINT in the middle of a burst: answered messages are stored, exit code 0', async () => {
    const dataDir = tempDataDir('sigint')
    const server = await startWithDatabase(dataDir)
    const acked = new Map<string, number>()
    const sendAndRecord = async (key: string) => {
      try {
        const res = await send(server, key)
        if (res.status === 201) acked.set(key, ((await res.json()) as { id: number }).id)
        else expect(res.status).toBeLessThan(500)
      } catch {
        // refused once the server stopped accepting
      }
    }
    const burst = Array.from({ length: 200 }, () => crypto.randomUUID())
    const sending = Promise.all(burst.map(sendAndRecord))
    await waitFor(() => acked.size > 0, { what: 'a first answer' })
    server.child.kill('SIGINT')
    await sending
    expect(await server.exited).toEqual({ code: 0, signal: null })
    const db = openDatabase(dataDir)
    try {
      for (const [key, id] of acked)
        expect(db.prepare('SELECT id FROM messages WHERE idempotency_key = ?').pluck().get(key)).toBe(id)
    } finally {
      db.close()
    }
  })
})

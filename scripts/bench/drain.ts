// The outbox's drain: a backlog of contact messages queued in the store, then one server started with an SMTP server
// on loopback (the tests' sink, in this process), timed until the sink has accepted every one. The sink answers as a
// real relay does, including the greeting pause a relay keeps for clients that talk too soon (smtp-server: 100 ms):
// a new connection per e-mail pays it every time.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PgMessageStore } from '../../server/messages/PgMessageStore'
import { SqliteMessageStore } from '../../server/messages/SqliteMessageStore'
import type { MessageStore } from '../../server/messages/MessageStore'
import { smtpEnv } from '../../server/testing/serverProcess'
import { startSmtpSink } from '../../server/testing/smtpSink'
import { freePort } from '../lib/ports'
import { startServer } from '../lib/server'

export type DrainResult = {
  store: string
  messages: number
  /** From the first e-mail the sink accepted to the last. */
  seconds: number
  perSecond: number
  /** SMTP connections the server opened for the whole backlog. */
  connections: number
  /** Messages the sink accepted more than once (must be 0). */
  duplicates: number
}

async function queue(store: MessageStore, n: number) {
  const body = { name: 'Drain Bench', email: 'drain@example.com', company: 'Bench Ltd' }
  for (let i = 0; i < n; i += 200)
    await Promise.all(
      Array.from({ length: Math.min(200, n - i) }, (_, k) =>
        store.add({ ...body, message: `Backlog message ${i + k}, queued before the server starts.` }),
      ),
    )
}

/** Queues `messages` in the store of `databaseUrl` (or SQLite in a new DATA_DIR), then times one server e-mailing them. */
export async function measureDrain(o: { distDir: string; messages: number; databaseUrl?: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-drain-'))
  const undo: (() => Promise<unknown>)[] = []
  try {
    const store = o.databaseUrl ? new PgMessageStore(o.databaseUrl) : new SqliteMessageStore(dataDir)
    await queue(store, o.messages)
    await store.close()
    const smtpPort = await freePort()
    const sink = await startSmtpSink(smtpPort, (...fns) => void undo.push(...fns))
    const accepted = sink.accepted
    const server = await startServer('server/index.ts', {
      quiet: true,
      env: {
        DIST_DIR: o.distDir,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
        ...smtpEnv(smtpPort),
      },
    })
    undo.push(server.stop)
    const deadline = Date.now() + 20 * 60_000
    let seen = -1
    let stillSince = Date.now()
    while (accepted.length < o.messages) {
      if (accepted.length !== seen) [seen, stillSince] = [accepted.length, Date.now()]
      if (Date.now() - stillSince > 60_000 || Date.now() > deadline)
        throw new Error(`the drain stopped: ${accepted.length} of ${o.messages} e-mailed`)
      await new Promise((r) => setTimeout(r, 100))
    }
    const seconds = (accepted.at(-1)!.acceptedAt! - accepted[0]!.acceptedAt!) / 1000
    const ids = accepted.map((m) => m.headers['x-contact-message-id'])
    return {
      store: o.databaseUrl ? 'PostgreSQL' : 'SQLite',
      messages: o.messages,
      seconds,
      perSecond: (o.messages - 1) / seconds,
      connections: sink.connections(),
      duplicates: ids.length - new Set(ids).size,
    } satisfies DrainResult
  } finally {
    for (const u of undo.reverse()) await u().catch(() => undefined)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printDrain(results: DrainResult[]) {
  console.log(
    '| outbox drain, one instance | messages | seconds | e-mails/s | SMTP connections | sent twice |\n|---|---:|---:|---:|---:|---:|',
  )
  for (const r of results)
    console.log(
      `| ${r.store} | ${r.messages.toLocaleString('en')} | ${r.seconds.toFixed(1)} | ${Math.round(r.perSecond).toLocaleString('en')} | ${r.connections.toLocaleString('en')} | ${r.duplicates} |`,
    )
}

// `npm run messages -- <command>`: the sales team's view of the contact messages in DATA_DIR (see docs/sales-and-marketing.md, "Contact messages").
import { listLimit, runOperatorCommand, UsageError, withStore, type CommandIo } from '../operatorCommand'
import type { MessageStore, StoredMessage } from './MessageStore'
import { PgMessageStore } from './PgMessageStore'
import { openDatabase, SqliteMessageStore } from './SqliteMessageStore'
import { oneLine, safeJson, toCsv } from './terminalText'
import { isMain } from '../isMain'

const USAGE = `Usage: npm run messages -- <command>

  list [--limit N]                              the newest messages (default 20), one a line
  export --format csv|json [--since DATE]       every message (since DATE, e.g. 2025-04-01) to standard output
  retry                                         put dead letters (delivery given up) back into the outbox
  copy-to-postgres                              copy every message from the SQLite file in DATA_DIR into DATABASE_URL
                                                (run it again safely: messages already copied are skipped)

The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in DATA_DIR (default ./data).`

const COLUMNS = [
  'id',
  'createdAt',
  'status',
  'name',
  'email',
  'company',
  'message',
  'spamReason',
  'attempts',
  'sentAt',
] as const

/** Every message of the SQLite file, with its idempotency key, into PostgreSQL; those copied before are skipped. */
async function copyToPostgres(
  dataDir: string,
  databaseUrl: string,
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
) {
  const db = openDatabase(dataDir, { mustExist: true, busyTimeoutMs: 5000 })
  let rows: (StoredMessage & { idempotencyKey: string | null })[]
  try {
    rows = db
      .prepare(
        `SELECT id, idempotency_key AS idempotencyKey, name, email, company, message, created_at AS createdAt, status,
           spam_reason AS spamReason, attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError, sent_at AS sentAt
         FROM messages ORDER BY id`,
      )
      .all() as typeof rows
  } finally {
    db.close()
  }
  const pg = new PgMessageStore(databaseUrl, { max: 1 })
  try {
    const added = await pg.importMessages(rows, 'sqlite')
    out.write(
      rows.length === 0
        ? 'The SQLite database holds no messages: nothing to copy.\n'
        : added === 0
          ? `Nothing to copy: all ${rows.length} message(s) are already in PostgreSQL.\n`
          : `${added} message(s) copied into PostgreSQL, ${rows.length - added} already there.\n`,
    )
    return 0
  } catch (error) {
    err.write(`Nothing was copied: ${(error as Error).message}\nFix the cause and run the command again.\n`)
    return 1
  } finally {
    await pg.close()
  }
}

/** Runs one command; resolves with the exit code. */
export const runMessagesCommand = (argv: string[], io?: CommandIo) =>
  runOperatorCommand(
    argv,
    {
      usage: USAGE,
      commands: ['list', 'export', 'retry', 'copy-to-postgres'],
      options: { format: { type: 'string' }, since: { type: 'string' }, limit: { type: 'string' } },
      readsSqlite: (command) => command === 'copy-to-postgres',
    },
    async ({ command, values, config, out, err }) => {
      const { dataDir, databaseUrl } = config
      if (command === 'copy-to-postgres') {
        if (!databaseUrl)
          throw new UsageError('copy-to-postgres needs DATABASE_URL, the PostgreSQL database to copy into.')
        return await copyToPostgres(dataDir, databaseUrl, out, err)
      }
      const open = {
        pg: (pg: PgMessageStore): MessageStore => pg,
        // An operator's command may wait for the server's write lock longer than a request does.
        sqlite: (dir: string): MessageStore => new SqliteMessageStore(dir, { mustExist: true, busyTimeoutMs: 5000 }),
      }
      return withStore(config, open, async (store) => {
        switch (command) {
          case 'list': {
            const limit = listLimit(values.limit)
            const messages = await store.list({ limit })
            if (messages.length === 0) out.write('No messages yet.\n')
            for (const m of messages) {
              out.write(
                `#${m.id}  ${m.createdAt}  ${m.status.padEnd(7)}  ${oneLine(m.name, 30)} <${oneLine(m.email)}>  ${oneLine(m.company, 30)}\n    ${oneLine(m.message, 100)}\n`,
              )
            }
            const counts = await store.counts()
            out.write(
              `\n${
                Object.entries(counts)
                  .map(([s, n]) => `${n} ${s}`)
                  .join(', ') || '0 messages'
              } in total\n`,
            )
            return 0
          }
          case 'export': {
            let since: string | undefined
            if (values.since !== undefined) {
              const d = new Date(values.since)
              if (Number.isNaN(d.getTime()))
                throw new UsageError(`--since must be a date such as 2025-04-01 (got "${values.since}")`)
              since = d.toISOString()
            }
            const messages = (await store.list({ since })).reverse()
            if (values.format === 'json') out.write(`${safeJson(messages)}\n`)
            else if (values.format === 'csv') out.write(toCsv(COLUMNS, messages))
            else throw new UsageError('export needs --format csv or --format json')
            return 0
          }
          case 'retry': {
            const n = await store.mail.retryDead()
            out.write(
              n === 0
                ? 'No dead letters.\n'
                : `${n} message(s) back in the outbox; the running server will send them.\n`,
            )
            return 0
          }
        }
      })
    },
    io,
  )

if (isMain(import.meta.url)) {
  process.exitCode = await runMessagesCommand(process.argv.slice(2))
}

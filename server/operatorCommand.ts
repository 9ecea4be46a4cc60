// What the operators' commands share (`npm run messages`, `subscribers`, `data-request`; see
// docs/sales-and-marketing.md): the command line and its usage, the server's configuration and database, and the exit
// code. 0: done. 1: not done, and a sentence says why (a bad setting, no database where DATA_DIR points). 2: a command
// line the command does not understand: a sentence, then the usage.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, readConfig, type ServerConfig } from './config'
import { PgMessageStore } from './messages/PgMessageStore'
import { DATABASE_FILE } from './messages/SqliteMessageStore'

/** A command line the command does not understand (exit 2): its message, then the usage. */
export class UsageError extends Error {}

type Options = Record<string, { type: 'string' | 'boolean'; short?: string }>

/** What a command is given to do its work: its name, the words after it, the options, the server's settings. */
export type Invocation<C extends string, O extends Options> = {
  command: C
  args: string[]
  values: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: O }>>['values']
  config: ServerConfig
  out: NodeJS.WritableStream
  err: NodeJS.WritableStream
}

export type CommandIo = { env?: NodeJS.ProcessEnv; out?: NodeJS.WritableStream; err?: NodeJS.WritableStream }

/**
 * Runs `run` for the command line `argv`, one of `commands`; resolves with the exit code. --help (-h) prints the usage.
 * The command line is checked before anything is read. Unless `readsSqlite`
 * says the command reads the SQLite file whatever DATABASE_URL says, the SQLite database must exist when DATABASE_URL
 * is not set: a mistyped DATA_DIR must not read as "nothing yet", and no command creates a database.
 */
export async function runOperatorCommand<const C extends string, O extends Options>(
  argv: string[],
  spec: {
    usage: string
    commands: readonly C[]
    options: O
    /** Checks the words after the command, throwing a UsageError. */
    checkArgs?: (command: C, args: string[]) => void
    readsSqlite?: (command: C) => boolean
    /** False for a command that reads no database (`npm run operators`: a file of its own). */
    readsDatabase?: boolean
  },
  run: (invocation: Invocation<C, O>) => Promise<number>,
  { env = process.env, out = process.stdout, err = process.stderr }: CommandIo = {},
): Promise<number> {
  try {
    const options: Options = { ...spec.options, help: { type: 'boolean', short: 'h' } }
    const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options })
    if (values.help) {
      out.write(`${spec.usage}\n`)
      return 0
    }
    const [command, ...args] = positionals
    if (!command) throw new UsageError('Which command?')
    if (!isOneOf(spec.commands, command)) throw new UsageError(`Unknown command "${command}".`)
    if (spec.checkArgs) spec.checkArgs(command, args)
    else if (args.length) throw new UsageError(`${command} takes no "${args[0]}".`)
    let config: ServerConfig
    try {
      config = readConfig(env)
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      err.write(`${error.message}\n`)
      return 1
    }
    const { dataDir, databaseUrl } = config
    if (
      spec.readsDatabase !== false &&
      (spec.readsSqlite?.(command) || !databaseUrl) &&
      !fs.existsSync(path.join(dataDir, DATABASE_FILE))
    ) {
      err.write(
        `No contact database in ${dataDir} (${DATABASE_FILE} is missing). Set DATA_DIR to the server's data directory.\n`,
      )
      return 1
    }
    return await run({ command, args, values: values as Invocation<C, O>['values'], config, out, err })
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      err.write(`${(error as Error).message}\n\n${spec.usage}\n`)
      return 2
    }
    throw error
  }
}

/**
 * Runs `work` on one of the server's stores as a command opens it: on PostgreSQL when DATABASE_URL is set (one
 * connection, the server's statement timeout), otherwise on the SQLite files in DATA_DIR. The store, and the pool under
 * it, are closed when the work is done.
 */
export async function withStore<S extends { close(): Promise<void> }>(
  { databaseUrl, dataDir, pgStatementTimeoutMs }: ServerConfig,
  open: { pg: (pg: PgMessageStore) => S; sqlite: (dataDir: string) => S },
  work: (store: S) => Promise<number>,
): Promise<number> {
  const pg = databaseUrl
    ? new PgMessageStore(databaseUrl, { max: 1, statementTimeoutMs: pgStatementTimeoutMs })
    : undefined
  const store = pg ? open.pg(pg) : open.sqlite(dataDir)
  try {
    return await work(store)
  } finally {
    await store.close()
    await pg?.close()
  }
}

/** A list command's --limit: how many of the newest to show (20 unless given). */
export function listLimit(value: string | undefined) {
  const limit = value === undefined ? 20 : Number(value)
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number')
  return limit
}

const isOneOf = <C extends string>(list: readonly C[], value: string): value is C =>
  (list as readonly string[]).includes(value)

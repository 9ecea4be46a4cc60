// `npm run data-request -- export|erase EMAIL`: the legal team's answer to a person's request for access to, or erasure
// of, their data (see README, "A person's data request").
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { emailField } from '../../content/schemas/contact'
import { ConfigError, readConfig } from '../config'
import { safeJson } from '../messages/terminalText'
import { SentLog } from '../messages/SentLog'
import { DATABASE_FILE } from '../messages/SqliteMessageStore'
import { PgPersonalData } from './PgPersonalData'
import { messageIdPrefixes, withDeliveryLog, type PersonalDataStore } from './personalData'
import { SqlitePersonalData } from './SqlitePersonalData'

const USAGE = `Usage: npm run data-request -- <command> EMAIL

  export EMAIL    everything held about the address, as JSON on standard output: contact messages, the newsletter
                  subscription and its consent record, the e-mails sent or waiting, their delivery-log lines and
                  rate-limit entries
  erase EMAIL     removes all of it (a message not yet e-mailed is never sent), prints what was removed, and records
                  that the request was answered without the address (a hash of it with a salt of its own)

The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in DATA_DIR (default ./data).
The delivery log is DATA_DIR's: with several instances, run erase with each instance's DATA_DIR.`

/** Runs one command; resolves with the exit code. */
export async function runDataRequest(
  argv: string[],
  { env = process.env, out = process.stdout, err = process.stderr } = {},
) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  })
  const [command, email] = positionals
  if (values.help || !command || !['export', 'erase'].includes(command) || !email || positionals.length > 2) {
    ;(values.help ? out : err).write(`${USAGE}\n`)
    return values.help ? 0 : 2
  }
  if (!emailField.isValidSync(email)) {
    err.write(`"${positionals[1]}" is not an e-mail address.\n`)
    return 2
  }
  let config
  try {
    config = readConfig(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    err.write(`${error.message}\n`)
    return 1
  }
  const { dataDir, databaseUrl } = config
  if (!databaseUrl && !fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    err.write(
      `No contact database in ${dataDir} (${DATABASE_FILE} is missing). Set DATA_DIR to the server's data directory.\n`,
    )
    return 1
  }
  const store: PersonalDataStore = databaseUrl
    ? new PgPersonalData(databaseUrl, config.pgStatementTimeoutMs)
    : new SqlitePersonalData(dataDir)
  const log = new SentLog(dataDir)
  try {
    const found = withDeliveryLog(await store.find(email), log)
    if (command === 'export') {
      await store.recordExport(email)
      out.write(`${safeJson(found)}\n`)
      return 0
    }
    const removed = await store.erase(email)
    const deliveryLog = log.remove(messageIdPrefixes(found))
    const lines = Object.entries({ ...removed, deliveryLog }).map(([what, n]) => `  ${what}: ${n}`)
    out.write(`Erased everything held about ${found.email}:\n${lines.join('\n')}\n`)
    out.write('A record that this request was answered is kept, without the address.\n')
    return 0
  } finally {
    await store.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runDataRequest(process.argv.slice(2))
}

// `npm run data-request -- export|erase EMAIL`: the legal team's answer to a person's request for access to, or erasure
// of, their data (see docs/legal.md, "A person's data request").
import { emailField } from '../../content/schemas/contact'
import { safeJson } from '../messages/terminalText'
import { SentLog } from '../messages/SentLog'
import { runOperatorCommand, UsageError, type CommandIo } from '../operatorCommand'
import { PgPersonalData } from './PgPersonalData'
import { messageIdPrefixes, withDeliveryLog, type PersonalDataStore } from './personalData'
import { SqlitePersonalData } from './SqlitePersonalData'
import { isMain } from '../isMain'

const USAGE = `Usage: npm run data-request -- <command> EMAIL

  export EMAIL    everything held about the address, as JSON on standard output: contact messages, the newsletter
                  subscription and its consent record, the e-mails sent or waiting, their delivery-log lines and
                  rate-limit entries
  erase EMAIL     removes all of it (a message not yet e-mailed is never sent), prints what was removed, and records
                  that the request was answered without the address (a hash of it with a salt of its own)

The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in DATA_DIR (default ./data).
The delivery log is DATA_DIR's: with several instances, run erase with each instance's DATA_DIR.`

/** Runs one command; resolves with the exit code. */
export const runDataRequest = (argv: string[], io?: CommandIo) =>
  runOperatorCommand(
    argv,
    {
      usage: USAGE,
      commands: ['export', 'erase'],
      options: {},
      checkArgs: (command, args) => {
        if (args.length !== 1) throw new UsageError(`${command} needs one e-mail address.`)
        if (!emailField.isValidSync(args[0])) throw new UsageError(`"${args[0]}" is not an e-mail address.`)
      },
    },
    async ({ command, args: [email = ''], config, out }) => {
      const { dataDir, databaseUrl } = config
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
    },
    io,
  )

if (isMain(import.meta.url)) {
  process.exitCode = await runDataRequest(process.argv.slice(2))
}

// `npm run analytics -- <command>`: the marketing team's figures in the terminal, and the old shared password's hash
// (see docs/analytics.md).
import { analyticsText } from '../../content/analytics'
import { isMain } from '../isMain'
import type { PgMessageStore } from '../messages/PgMessageStore'
import { oneLine, safeJson, toCsv } from '../messages/terminalText'
import { privacyPolicyVersions } from '../newsletter/policyInForce'
import { runOperatorCommand, UsageError, withStore, type CommandIo } from '../operatorCommand'
import { dayIn } from '../site/asOf'
import { siteClock } from '../site/siteClock'
import type { AnalyticsStore } from './AnalyticsStore'
import { hashPassword } from '../operators/password'
import { PgAnalyticsStore } from './PgAnalyticsStore'
import { addDays } from './report'
import { SqliteAnalyticsStore } from './SqliteAnalyticsStore'
import { reportTables, type Table } from './tables'

const USAGE = `Usage: npm run analytics -- <command>

  report [--days N]                     the dashboard's tables for the last N days (default 30), today included
  export --format json|csv [--days N]   one row per day and page: day, page, views, visitors (default 30 days)
  hash-password                         reads a password on standard input and prints the line for
                                        ANALYTICS_PASSWORD_HASH, the old shared password (it signs in as the account
                                        \`analytics\`; \`npm run operators\` gives each person an account instead)
                                        (e.g. printf %s 'the password' | npm run analytics -- hash-password)

The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise DATA_DIR/analytics.db (default ./data).`

/** The shortest password the dashboard accepts a hash of. */
const MIN_PASSWORD = 12

function daysOption(value: string | undefined) {
  const days = value === undefined ? 30 : Number(value)
  if (!Number.isInteger(days) || days < 1 || days > 800)
    throw new UsageError('--days must be a whole number from 1 to 800')
  return days
}

/** A table as aligned text columns, numbers to the right. */
function textTable(table: Table) {
  const lines = [table.title, '='.repeat(table.title.length)]
  if (table.rows.length === 0) return [...lines, analyticsText.empty, ''].join('\n')
  const cells = [
    table.columns.map((c) => c.label),
    ...table.rows.map((r) => table.columns.map((c) => oneLine(String(r[c.key]), 60))),
  ]
  const widths = table.columns.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)))
  for (const row of cells)
    lines.push(
      row
        .map((cell, i) => (table.columns[i]!.numeric ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
  if (table.note) lines.push('', table.note)
  return [...lines, ''].join('\n')
}

async function readStdin(input: NodeJS.ReadableStream) {
  let text = ''
  for await (const chunk of input) text += String(chunk)
  return text.replace(/\r?\n$/, '')
}

/** Runs one command; resolves with the exit code. */
export async function runAnalyticsCommand(argv: string[], io: CommandIo & { input?: NodeJS.ReadableStream } = {}) {
  if (argv[0] === 'hash-password') {
    const out = io.out ?? process.stdout
    const err = io.err ?? process.stderr
    if (argv.length > 1) {
      err.write(`hash-password takes no "${argv[1]}": it reads the password on standard input.\n\n${USAGE}\n`)
      return 2
    }
    const password = await readStdin(io.input ?? process.stdin)
    if (password.length < MIN_PASSWORD) {
      err.write(`The password must be at least ${MIN_PASSWORD} characters long.\n`)
      return 1
    }
    out.write(`${await hashPassword(password)}\n`)
    return 0
  }
  return runOperatorCommand(
    argv,
    {
      usage: USAGE,
      commands: ['report', 'export'],
      options: { format: { type: 'string' }, days: { type: 'string' } },
    },
    async ({ command, values, config, out }) => {
      const days = daysOption(values.days)
      if (command === 'export' && values.format !== 'json' && values.format !== 'csv')
        throw new UsageError('export needs --format csv or --format json')
      const to = dayIn(privacyPolicyVersions(config.distDir)?.timeZone ?? 'UTC', siteClock(config).now())
      const from = addDays(to, 1 - days)
      const open = {
        pg: (pg: PgMessageStore): AnalyticsStore => new PgAnalyticsStore(pg),
        sqlite: (dataDir: string): AnalyticsStore => new SqliteAnalyticsStore(dataDir, 5000),
      }
      return withStore(config, open, async (store) => {
        if (command === 'report') {
          const report = await store.report(from, to)
          out.write(`${analyticsText.title}: ${from} to ${to}\n\n`)
          for (const table of reportTables(report)) out.write(`${textTable(table)}\n`)
          return 0
        }
        const rows = await store.exportRows(from, to)
        out.write(values.format === 'json' ? `${safeJson(rows)}\n` : toCsv(['day', 'page', 'views', 'visitors'], rows))
        return 0
      })
    },
    io,
  )
}

if (isMain(import.meta.url)) {
  process.exitCode = await runAnalyticsCommand(process.argv.slice(2))
}

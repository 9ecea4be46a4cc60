// `npm run subscribers -- <command>`: the marketing team's newsletter list (see docs/sales-and-marketing.md, "The
// newsletter").
import type { PgMessageStore } from '../messages/PgMessageStore'
import { listLimit, runOperatorCommand, UsageError, withStore, type CommandIo } from '../operatorCommand'
import { oneLine, safeJson, toCsv } from '../messages/terminalText'
import { unsubscribeUrl } from './confirmationMail'
import type { NewsletterStore, Subscriber, SubscriberStatus } from './NewsletterStore'
import { PgNewsletterStore } from './PgNewsletterStore'
import { privacyPolicyVersions } from './policyInForce'
import { SqliteNewsletterStore } from './SqliteNewsletterStore'
import { isMain } from '../isMain'

const USAGE = `Usage: npm run subscribers -- <command>

  list [--limit N]                              counts by status and the newest sign-ups (default 20)
  export --format csv|json [--status S]         the confirmed subscribers (or S: unsubscribed, to remove them from
                                                the mailing service) with their consent records, to standard output

The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in DATA_DIR (default ./data).
SITE_URL must be the public address: each subscriber's unsubscribe link starts with it.`

const COLUMNS = [
  'email',
  'status',
  'signedUpAt',
  'signupPage',
  'signupPrivacyPolicy',
  'confirmedAt',
  'confirmPrivacyPolicy',
  'unsubscribedAt',
  'unsubscribeUrl',
] as const

type Row = Record<(typeof COLUMNS)[number], string | null>

/** Runs one command; resolves with the exit code. */
export const runSubscribersCommand = (argv: string[], io?: CommandIo) =>
  runOperatorCommand(
    argv,
    {
      usage: USAGE,
      commands: ['list', 'export'],
      options: { format: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } },
    },
    async ({ command, values, config, out }) => {
      const { siteUrl, distDir } = config
      const policies = privacyPolicyVersions(distDir)
      /** A policy version by its effective date, with its page when the build has it. */
      const policyName = (effective: string | null) => {
        const url = effective && policies?.urlOf(effective)
        return effective && url ? `${effective} (${siteUrl}${url})` : effective
      }
      const row = (s: Subscriber): Row => ({
        email: s.email,
        status: s.status,
        signedUpAt: s.signedUpAt,
        signupPage: s.signupPage,
        signupPrivacyPolicy: policyName(s.signupPolicy),
        confirmedAt: s.confirmedAt,
        confirmPrivacyPolicy: policyName(s.confirmPolicy),
        unsubscribedAt: s.unsubscribedAt,
        unsubscribeUrl: unsubscribeUrl(siteUrl, s.unsubscribeToken),
      })
      const open = {
        pg: (pg: PgMessageStore): NewsletterStore => new PgNewsletterStore(pg),
        sqlite: (dataDir: string): NewsletterStore =>
          new SqliteNewsletterStore(dataDir, { mustExist: true, busyTimeoutMs: 5000 }),
      }
      return withStore(config, open, async (store) => {
        switch (command) {
          case 'list': {
            const limit = listLimit(values.limit)
            const newest = await store.list({ limit })
            if (newest.length === 0) out.write('No sign-ups yet.\n')
            for (const s of newest)
              out.write(`#${s.id}  ${s.signedUpAt}  ${s.status.padEnd(12)}  ${oneLine(s.email)}\n`)
            const counts = await store.counts()
            const total = Object.entries(counts).map(([status, n]) => `${n} ${status}`)
            out.write(`\n${total.join(', ') || '0 sign-ups'} in total\n`)
            return 0
          }
          case 'export': {
            const status = (values.status ?? 'confirmed') as SubscriberStatus
            if (!['confirmed', 'unsubscribed'].includes(status))
              throw new UsageError('--status must be confirmed or unsubscribed')
            const rows = (await store.list({ status })).reverse().map(row)
            if (values.format === 'json') out.write(`${safeJson(rows)}\n`)
            else if (values.format === 'csv') out.write(toCsv(COLUMNS, rows))
            else throw new UsageError('export needs --format csv or --format json')
            return 0
          }
        }
      })
    },
    io,
  )

if (isMain(import.meta.url)) {
  process.exitCode = await runSubscribersCommand(process.argv.slice(2))
}

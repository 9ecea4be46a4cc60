import fs from 'node:fs'
import path from 'node:path'
import { sqliteDaySecret } from '../daySecrets'
import Database, { closeQuietly, type Sqlite } from '../sqlite'
import { freshCounts, seenIn, viewRows, type AnalyticsStore, type Batch, type Seen } from './AnalyticsStore'
import { buildReport, MIN_QUERY_VISITORS, REPORT_SQL, withNumbers, type ExportRow } from './report'

export const ANALYTICS_FILE = 'analytics.db'

/** The tables are PostgreSQL's (migration 004), with SQLite's name for bytes. Never edit one that has shipped; append. */
const MIGRATIONS = [
  fs
    .readFileSync(new URL('../postgres/migrations/004_analytics.sql', import.meta.url), 'utf8')
    .replace(/\bbytea\b/g, 'BLOB'),
]

/** The reports' $1 and $2 (PostgreSQL's way) as SQLite's named parameters. */
const named = (sql: string) => sql.replaceAll('$1', '@from').replaceAll('$2', '@to')

const seenKey = (s: Seen) => `${s.day}\u0000${s.scope}\u0000${s.hash}`

/** Errors after which the connection is not trusted: closed, and opened again on the next use. */
const BROKEN = /^SQLITE_(CORRUPT|NOTADB|IOERR|CANTOPEN|READONLY_DBMOVED)/

/**
 * The counts in their own SQLite file beside the contact database (DATA_DIR/analytics.db), so a write of counts never
 * waits on the contact messages' lock nor they on it. Deleted rows are overwritten (secure_delete): a day's secret is
 * gone from the file, not only from the table. better-sqlite3 waits for a lock synchronously, with every page, so the
 * wait is short (`busyTimeoutMs`): a write that meets a longer lock fails, and its counts are dropped.
 */
export class SqliteAnalyticsStore implements AnalyticsStore {
  private db: Sqlite.Database | undefined

  constructor(
    private readonly dataDir: string,
    private readonly busyTimeoutMs = 100,
  ) {}

  private connection() {
    if (this.db) return this.db
    fs.mkdirSync(this.dataDir, { recursive: true })
    const db = new Database(path.join(this.dataDir, ANALYTICS_FILE))
    try {
      db.pragma(`busy_timeout = ${this.busyTimeoutMs}`)
      db.pragma('journal_mode = WAL')
      db.pragma('synchronous = NORMAL')
      db.pragma('secure_delete = ON')
      if ((db.pragma('user_version', { simple: true }) as number) < MIGRATIONS.length)
        db.transaction(() => {
          const version = db.pragma('user_version', { simple: true }) as number
          for (let v = version; v < MIGRATIONS.length; v++) db.exec(MIGRATIONS[v]!)
          db.pragma(`user_version = ${MIGRATIONS.length}`)
        }).immediate()
    } catch (error) {
      db.close()
      throw error
    }
    return (this.db = db)
  }

  private use<T>(fn: (db: Sqlite.Database) => T): T {
    try {
      return fn(this.connection())
    } catch (error) {
      if (BROKEN.test((error as { code?: string }).code ?? '')) this.drop()
      throw error
    }
  }

  private drop() {
    closeQuietly(this.db)
    this.db = undefined
  }

  async secretFor(day: string, create: boolean) {
    return this.use((db) => sqliteDaySecret(db, 'analytics_secrets', day, create))
  }

  async write(batch: Batch) {
    this.use((db) =>
      db
        .transaction(() => {
          const seen = db.prepare('INSERT OR IGNORE INTO analytics_seen (day, scope, hash) VALUES (?, ?, ?)')
          const fresh = new Set<string>()
          for (const s of seenIn(batch)) if (seen.run(s.day, s.scope, s.hash).changes) fresh.add(seenKey(s))
          const counts = freshCounts(batch, (s) => fresh.has(seenKey(s)))
          const view = db.prepare(
            `INSERT INTO analytics_views (day, page, referrer, utm_source, utm_medium, utm_campaign, device, views,
               visitors, page_visitors) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors,
               page_visitors = page_visitors + excluded.page_visitors`,
          )
          for (const row of viewRows(batch, counts)) view.run(...row)
          const notFound = db.prepare(
            `INSERT INTO analytics_not_found (day, page, referrer, views) VALUES (?, ?, ?, ?)
             ON CONFLICT DO UPDATE SET views = views + excluded.views`,
          )
          for (const n of batch.notFound) notFound.run(n.day, n.page, n.referrer, n.views)
          const search = db.prepare(
            `INSERT INTO analytics_searches (day, query, results, searches, visitors) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT DO UPDATE SET results = excluded.results, searches = searches + excluded.searches,
               visitors = visitors + excluded.visitors`,
          )
          batch.searches.forEach((s, i) => search.run(s.day, s.query, s.results, s.searches, counts.searchVisitors[i]))
          for (const w of batch.withheld) search.run(w.day, '', 0, w.count, 0)
          const outcome = db.prepare(
            `INSERT INTO analytics_outcomes (day, kind, page, count) VALUES (?, ?, ?, ?)
             ON CONFLICT DO UPDATE SET count = count + excluded.count`,
          )
          for (const o of batch.outcomes) outcome.run(o.day, o.kind, o.page, o.count)
        })
        .immediate(),
    )
  }

  async endDays(today: string, keepFrom: string) {
    const gone = this.use((db) =>
      db
        .transaction(() => {
          const { changes } = db.prepare('DELETE FROM analytics_secrets WHERE day < ?').run(today)
          db.prepare('DELETE FROM analytics_seen WHERE day < ?').run(today)
          const few = `day < ? AND query <> '' AND visitors < ${MIN_QUERY_VISITORS}`
          db.prepare(
            `INSERT INTO analytics_searches (day, query, searches)
               SELECT day, '', SUM(searches) FROM analytics_searches WHERE ${few} GROUP BY day
             ON CONFLICT DO UPDATE SET searches = searches + excluded.searches`,
          ).run(today)
          db.prepare(`DELETE FROM analytics_searches WHERE ${few}`).run(today)
          for (const table of ['analytics_views', 'analytics_not_found', 'analytics_searches', 'analytics_outcomes'])
            db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(keepFrom)
          return changes
        })
        .immediate(),
    )
    // The write-ahead log still holds the deleted pages until a checkpoint copies them over and empties it.
    if (gone) this.use((db) => db.pragma('wal_checkpoint(TRUNCATE)'))
    return gone
  }

  async report(from: string, to: string) {
    return buildReport(from, to, async (sql) =>
      this.use((db) => db.prepare(named(sql)).all({ from, to }) as Record<string, unknown>[]),
    )
  }

  async exportRows(from: string, to: string) {
    return this.use((db) =>
      (db.prepare(named(REPORT_SQL.export)).all({ from, to }) as Record<string, unknown>[]).map((r) =>
        withNumbers<ExportRow>(r, ['views', 'visitors']),
      ),
    )
  }

  async close() {
    this.drop()
  }
}
